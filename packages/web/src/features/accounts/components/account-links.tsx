import { Link } from "react-router";
import type { Account } from "@proparena/contracts/trading";
import { formatDay } from "../../../lib/format-trading";
import { arenaPath, metricsPath } from "../../../lib/account-links";

const linkClass = "text-brand-300 underline underline-offset-2 hover:text-brand-200";

/** "Metrics" and "Arena" for one account, named so a screen reader can tell rows apart. */
export function AccountLinks({ account, userId }: { account: Account; userId: string }) {
  const name = `${account.planLabel} ${account.phaseName}, opened ${formatDay(account.createdAt)}`;
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link
        to={metricsPath(userId, account.id)}
        aria-label={`Metrics of ${name}`}
        className={linkClass}
      >
        Metrics
      </Link>
      <Link
        to={arenaPath(account.id)}
        aria-label={`Open ${name} in the arena`}
        className={linkClass}
      >
        Arena
      </Link>
    </span>
  );
}
