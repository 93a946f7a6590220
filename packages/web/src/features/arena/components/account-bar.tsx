import { useId } from "react";
import type { Account } from "@proparena/contracts/trading";
import { freeMargin, marginLevel } from "@proparena/domain/engine/margin";
import { accountLabel } from "../../../lib/account-label";
import { formatSignedUsd, formatUsd } from "../../../lib/format-trading";
import { pnlClass } from "../../../components/table-parts";

/** The account switcher and the account's live figures. */
export function AccountBar({
  accounts,
  account,
  onSelect,
  floatingPnlCents,
}: {
  accounts: readonly Account[];
  account: Account;
  onSelect: (accountId: string) => void;
  floatingPnlCents: number;
}) {
  const id = useId();
  const equity = account.balanceCents + floatingPnlCents;
  const level = marginLevel(equity, account.usedMarginCents);
  const figures: Array<[string, string, string?]> = [
    ["Balance", formatUsd(account.balanceCents)],
    ["Equity", formatUsd(equity)],
    ["Floating P&L", formatSignedUsd(floatingPnlCents), pnlClass(floatingPnlCents)],
    ["Margin", formatUsd(account.usedMarginCents)],
    ["Free margin", formatUsd(freeMargin(equity, account.usedMarginCents))],
    ["Margin level", level === null ? "—" : `${level.toFixed(0)}%`],
  ];
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-3 lg:flex-row lg:items-center">
      <div className="flex flex-col gap-1">
        <label
          htmlFor={`${id}-account`}
          className="text-[11px] tracking-wide text-slate-500 uppercase"
        >
          Account
        </label>
        <select
          id={`${id}-account`}
          value={account.id}
          onChange={(e) => onSelect(e.target.value)}
          className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5 text-sm text-white focus:border-brand-400 focus:outline-none"
        >
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {accountLabel(a)}
            </option>
          ))}
        </select>
      </div>
      <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 xl:grid-cols-6">
        {figures.map(([label, value, tone]) => (
          <div key={label}>
            <dt className="text-[11px] text-slate-500">{label}</dt>
            <dd className={`font-mono text-sm tabular-nums ${tone ?? "text-slate-100"}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
