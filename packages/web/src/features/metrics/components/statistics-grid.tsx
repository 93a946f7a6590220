import type { Statistics } from "@proparena/contracts/metrics";
import { pnlClass } from "../../../components/table-parts";
import {
  formatDay,
  formatDuration,
  formatLots,
  formatShare,
  formatSignedUsd,
  formatUsd,
} from "../../../lib/format-trading";

const NONE = "—";

interface Figure {
  label: string;
  value: string;
  hint?: string;
  tone?: string;
}

function signed(cents: number | null): Pick<Figure, "value" | "tone"> {
  return cents === null
    ? { value: NONE }
    : { value: formatSignedUsd(cents), tone: pnlClass(cents) };
}

function figuresOf(s: Statistics): Figure[] {
  return [
    { label: "Trades", value: String(s.trades), hint: `${s.wins} won · ${s.losses} lost` },
    { label: "Win rate", value: s.winRate === null ? NONE : formatShare(s.winRate) },
    { label: "Net profit", ...signed(s.netProfitCents) },
    { label: "Average win", ...signed(s.averageWinCents) },
    { label: "Average loss", ...signed(s.averageLossCents) },
    {
      label: "Profit factor",
      value: s.profitFactor === null ? NONE : s.profitFactor.toFixed(2),
      hint: "gross profit ÷ gross loss",
    },
    { label: "Expectancy", ...signed(s.expectancyCents), hint: "average result per trade" },
    { label: "Best trade", ...signed(s.bestTradeCents) },
    { label: "Worst trade", ...signed(s.worstTradeCents) },
    {
      label: "Best day share",
      value: s.bestDayShare === null ? NONE : formatShare(s.bestDayShare),
      hint: s.bestDay ? `of net profit, on ${formatDay(`${s.bestDay}T12:00:00.000Z`)}` : undefined,
    },
    {
      label: "Average holding time",
      value: s.averageHoldingMs === null ? NONE : formatDuration(s.averageHoldingMs),
    },
    { label: "Lots traded", value: formatLots(s.lotsTraded) },
    {
      label: "Sharpe ratio",
      value: s.sharpe === null ? NONE : s.sharpe.toFixed(2),
      hint: "annualised, daily returns",
    },
    {
      label: "Max drawdown",
      value: formatUsd(s.maxDrawdownCents),
      tone: s.maxDrawdownCents > 0 ? "text-rose-300" : undefined,
    },
    { label: "Trading days", value: String(s.tradingDays) },
    { label: "Longest winning streak", value: String(s.longestWinStreak) },
    { label: "Longest losing streak", value: String(s.longestLoseStreak) },
  ];
}

/** The account's trading statistics, one tile each. */
export function StatisticsGrid({ statistics }: { statistics: Statistics }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {figuresOf(statistics).map((figure) => (
        <div
          key={figure.label}
          data-statistic={figure.label}
          className="rounded-xl border border-slate-800 bg-slate-900/60 p-3"
        >
          <dt className="text-xs text-slate-400">{figure.label}</dt>
          <dd
            className={`mt-1 font-mono text-base font-bold tabular-nums ${figure.tone ?? "text-white"}`}
          >
            {figure.value}
          </dd>
          {figure.hint && <dd className="mt-0.5 text-xs text-slate-400">{figure.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
