import { Link } from "react-router";
import { buttonClass } from "./button-styles";

/** The empty state of the accounts and metrics pages: how to get a first account. */
export function NoAccounts({ title = "No accounts yet" }: { title?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">
        Buy a challenge to get an evaluation account, or open the arena: once your email is
        verified, your free Beta account is waiting there.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard/checkout" className={buttonClass("primary", "sm")}>
          Buy a challenge
        </Link>
        <Link to="/trading/arena" className={buttonClass("secondary", "sm")}>
          Open the arena
        </Link>
      </div>
    </div>
  );
}
