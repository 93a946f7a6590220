import type { Account } from "@proparena/contracts/trading";
import { pnlClass } from "../../../components/table-parts";
import { formatDay, formatSignedUsd, formatUsd } from "../../../lib/format-trading";
import { accountPnl } from "../../../lib/account-links";
import { AccountStatusBadge } from "../../../components/account-status-badge";
import { RulesVersionLink } from "../../../components/rules-version-link";
import { AccountLinks } from "./account-links";

const th = "py-2 pr-4 font-medium whitespace-nowrap";
const money = "py-3 pr-4 text-right font-mono whitespace-nowrap tabular-nums";

/** The trader's accounts as a table (wide screens). */
export function AccountsTable({ accounts, userId }: { accounts: Account[]; userId: string }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your accounts</caption>
        <thead>
          <tr className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
            <th scope="col" className={th}>
              Account
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Balance
            </th>
            <th scope="col" className={`${th} text-right`}>
              Equity
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total P&amp;L
            </th>
            <th scope="col" className={`${th} text-right`}>
              Open P&amp;L
            </th>
            <th scope="col" className={th}>
              Opened / ended
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Links</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const pnl = accountPnl(account);
            return (
              <tr key={account.id} className="border-b border-slate-800/70 align-top">
                <th scope="row" className="py-3 pr-4 font-normal">
                  <span className="block font-semibold text-white">{account.planLabel}</span>
                  <span className="block text-xs text-slate-400">{account.phaseName}</span>
                  <RulesVersionLink version={account.ruleSetVersion} />
                </th>
                <td className="py-3 pr-4">
                  <AccountStatusBadge status={account.status} />
                </td>
                <td className={`${money} text-slate-100`}>{formatUsd(account.balanceCents)}</td>
                <td className={`${money} text-slate-100`}>{formatUsd(account.equityCents)}</td>
                <td className={`${money} ${pnlClass(pnl.totalCents)}`}>
                  {formatSignedUsd(pnl.totalCents)}
                </td>
                <td className={`${money} ${pnlClass(pnl.openCents)}`}>
                  {formatSignedUsd(pnl.openCents)}
                </td>
                <td className="py-3 pr-4 text-xs whitespace-nowrap text-slate-300">
                  <span className="block">{formatDay(account.createdAt)}</span>
                  <span className="block text-slate-400">
                    {account.endedAt ? `ended ${formatDay(account.endedAt)}` : "running"}
                  </span>
                </td>
                <td className="py-3">
                  <AccountLinks account={account} userId={userId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
