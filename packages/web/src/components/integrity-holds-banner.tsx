import { Link } from "react-router";
import type { Account } from "@proparena/contracts/trading";
import { useAccountHolds } from "../lib/get-account-integrity";
import { metricsPath } from "../lib/account-links";
import { Alert } from "./alert";

/** Accounts a hold can still matter to: a running account (payouts) or a passed one (its next phase). */
const HOLDABLE: readonly Account["status"][] = ["active", "passed"];

/**
 * A light banner where a trader looks for payouts or progress: each account an integrity flag
 * holds, what it holds, and a link to the account's integrity panel. `only` narrows what is
 * worth saying (the payouts page: payout holds only). Nothing while no hold is known.
 */
export function IntegrityHoldsBanner({
  accounts,
  userId,
  only,
}: {
  accounts: readonly Account[];
  userId: string;
  only?: "payouts";
}) {
  const holdable = accounts.filter((account) => HOLDABLE.includes(account.status));
  const holds = useAccountHolds(holdable.map((account) => account.id)).filter(
    (hold) => only !== "payouts" || hold.payouts,
  );
  if (holds.length === 0) return null;
  return (
    <div className="mb-6">
      <Alert tone="warning" title="Held by an integrity check">
        <ul className="space-y-1">
          {holds.map((hold) => {
            const account = holdable.find((candidate) => candidate.id === hold.accountId)!;
            const what = [hold.payouts && "payouts", hold.phasePass && "next phase"]
              .filter(Boolean)
              .join(" and ");
            return (
              <li key={hold.accountId} data-held={hold.accountId}>
                {account.planLabel} {account.phaseName} ({account.id}): {what} held until an admin
                decides.{" "}
                <Link
                  to={`${metricsPath(userId, account.id)}#integrity`}
                  className="underline underline-offset-2"
                >
                  See why
                </Link>
              </li>
            );
          })}
        </ul>
      </Alert>
    </div>
  );
}
