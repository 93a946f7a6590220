import type { Account } from "@proparena/contracts/trading";
import { pnlClass } from "../../../../components/table-parts";
import { formatDay, formatSignedUsd, formatUsd } from "../../../../lib/format-trading";
import { accountPnl } from "../../lib/account-links";
import { AccountStatusBadge } from "../account-status-badge";
import { AccountLinks } from "./account-links";

function Figure({
  label,
  value,
  tone = "text-slate-100",
}: {
  label: string;
  value: string;
  tone?: string;
}) {
  return (
    <div>
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className={`font-mono tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

/** The trader's accounts as stacked cards (phones). */
export function AccountCards({ accounts, userId }: { accounts: Account[]; userId: string }) {
  return (
    <ul aria-label="Your accounts" className="space-y-3 md:hidden">
      {accounts.map((account) => {
        const pnl = accountPnl(account);
        return (
          <li key={account.id} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="font-semibold text-white">{account.planLabel}</h3>
                <p className="text-xs text-slate-400">{account.phaseName}</p>
              </div>
              <AccountStatusBadge status={account.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <Figure label="Balance" value={formatUsd(account.balanceCents)} />
              <Figure label="Equity" value={formatUsd(account.equityCents)} />
              <Figure
                label="Total P&L"
                value={formatSignedUsd(pnl.totalCents)}
                tone={pnlClass(pnl.totalCents)}
              />
              <Figure
                label="Open P&L"
                value={formatSignedUsd(pnl.openCents)}
                tone={pnlClass(pnl.openCents)}
              />
            </dl>
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
