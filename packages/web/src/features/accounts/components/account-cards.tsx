import type { Account } from "@proparena/contracts/trading";
import { formatDay } from "../../../lib/format-trading";
import { AccountFigures } from "../../../components/account-figures";
import { AccountStatusBadge } from "../../../components/account-status-badge";
import { RulesVersionLink } from "../../../components/rules-version-link";
import { AccountLinks } from "./account-links";

/** The trader's accounts as stacked cards (phones). */
export function AccountCards({ accounts, userId }: { accounts: Account[]; userId: string }) {
  return (
    <ul aria-label="Your accounts" className="space-y-3 md:hidden">
      {accounts.map((account) => {
        return (
          <li key={account.id} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="font-semibold text-white">{account.planLabel}</h3>
                <p className="text-xs text-slate-400">
                  {account.phaseName} · <RulesVersionLink version={account.ruleSetVersion} />
                </p>
              </div>
              <AccountStatusBadge status={account.status} />
            </div>
            <AccountFigures
              account={account}
              look="compact"
              className="mt-3 grid grid-cols-2 gap-3 text-sm"
            />
            <p className="mt-3 text-xs text-slate-400">
              Opened {formatDay(account.createdAt)}
              {account.endedAt && ` · ended ${formatDay(account.endedAt)}`}
            </p>
            <div className="mt-3 text-sm">
              <AccountLinks account={account} userId={userId} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
