import type { Account } from "@proparena/contracts/trading";
import { pnlClass } from "./table-parts";
import { formatSignedUsd, formatUsd } from "../lib/format-trading";
import { accountPnl } from "../lib/account-links";

const STYLES = {
  /** In an account card of the list. */
  compact: {
    box: "",
    value: "font-mono tabular-nums",
    plain: "text-slate-100",
  },
  /** Tiles at the top of the metrics page. */
  tiles: {
    box: "rounded-xl border border-slate-800 bg-slate-900/60 p-3",
    value: "mt-1 font-mono text-lg font-bold tabular-nums",
    plain: "text-white",
  },
} as const;

/** An account's balance, equity, total and open P&L as a description list. */
export function AccountFigures({
  account,
  look,
  className,
  label,
}: {
  account: Account;
  look: keyof typeof STYLES;
  className: string;
  label?: string;
}) {
  const pnl = accountPnl(account);
  const style = STYLES[look];
  const figures: [string, string, string][] = [
    ["Balance", formatUsd(account.balanceCents), style.plain],
    ["Equity", formatUsd(account.equityCents), style.plain],
    ["Total P&L", formatSignedUsd(pnl.totalCents), pnlClass(pnl.totalCents)],
    ["Open P&L", formatSignedUsd(pnl.openCents), pnlClass(pnl.openCents)],
  ];
  return (
    <dl aria-label={label} className={className}>
      {figures.map(([name, value, tone]) => (
        <div key={name} className={style.box}>
          <dt className="text-xs text-slate-400">{name}</dt>
          <dd className={`${style.value} ${tone}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
