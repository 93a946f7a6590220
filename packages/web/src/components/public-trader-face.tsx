import { Link } from "react-router";
import type { PublicTrader } from "@proparena/contracts/openbook";
import { openbookTraderPath } from "../lib/paths";
import { Avatar } from "./avatar";

/**
 * A public trader as the openbook and the social pages show them: their picture (or initial) and
 * public name ("Anonymous trader" when their profile is private), linked to their public page
 * (unless `linked` is false).
 */
export function PublicTraderFace({
  trader,
  size = "sm",
  linked = true,
}: {
  trader: PublicTrader;
  size?: "sm" | "lg";
  /** False on the trader's own page. */
  linked?: boolean;
}) {
  const large = size === "lg";
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar
        url={trader.avatarUrl}
        name={trader.name}
        px={large ? 56 : 28}
        className={large ? "size-14 shrink-0 text-xl" : "size-7 shrink-0 text-xs"}
        letterClassName="bg-slate-800 text-brand-300"
      />
      {linked ? (
        <Link
          to={openbookTraderPath(trader.publicId)}
          className="truncate font-medium text-white underline-offset-2 hover:underline"
        >
          {trader.name}
        </Link>
      ) : (
        <span className="truncate text-white">{trader.name}</span>
      )}
    </span>
  );
}
