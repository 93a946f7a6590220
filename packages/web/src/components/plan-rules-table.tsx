import type { Plan, PlanPhase, RuleSetSummary } from "@proparena/contracts/plans";
import { formatCents } from "../lib/format-money";
import { formatDay } from "../lib/format-trading";

function percent(bp: number | null): string {
  return bp === null ? "" : ` (${bp / 100}%)`;
}

function days(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}

type Row = { label: string; values: (phase: PlanPhase) => string };

const minTradingDaysRow: Row = {
  label: "Min trading days",
  values: (p) =>
    p.minTradingDays === null ? "—" : p.minTradingDays === 0 ? "None" : days(p.minTradingDays),
};

function phaseRows(plan: Plan, withMinTradingDays: boolean): Row[] {
  return [
    { label: "Starting balance", values: () => formatCents(plan.sizeCents) },
    {
      label: "Profit target",
      values: (p) =>
        p.targetCents === null ? "None" : `${formatCents(p.targetCents)}${percent(p.targetBp)}`,
    },
    {
      label: "Max daily loss",
      values: (p) => `${formatCents(p.maxDailyLossCents)}${percent(p.maxDailyLossBp)}`,
    },
    { label: "Max loss", values: (p) => `${formatCents(p.maxLossCents)}${percent(p.maxLossBp)}` },
    { label: "Drawdown", values: (p) => (p.drawdown === "fixed" ? "Fixed" : "Relative") },
    ...(withMinTradingDays ? [minTradingDaysRow] : []),
    {
      label: "Time limit",
      values: (p) => (p.timeLimitDays === null ? "Unlimited" : `${p.timeLimitDays} days`),
    },
    { label: "Profit split", values: (p) => (p.profitSplit === "none" ? "—" : p.profitSplit) },
  ];
}

/**
 * A plan's rules per phase, every figure from GET /plans (the engine's own data);
 * `withMinTradingDays` adds the minimum trading days (the dashboard's rules page), `ruleSet`
 * says which version of the rules the figures are (accounts keep the one they were bought under).
 */
export function PlanRulesTable({
  plan,
  withMinTradingDays = false,
  ruleSet,
}: {
  plan: Plan;
  withMinTradingDays?: boolean;
  ruleSet?: RuleSetSummary;
}) {
  return (
    <div className="w-full min-w-0 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="mb-3 text-left text-slate-300">
          <span className="font-semibold text-white">{plan.sizeLabel}</span> account · leverage up
          to 1:{plan.leverage} ·{" "}
          {plan.priceCents === 0 ? "free" : `one fee of ${formatCents(plan.priceCents)}`}
        </caption>
        <thead>
          <tr className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
            <th scope="col" className="py-2 pr-4 font-medium">
              <span className="sr-only">Rule</span>
            </th>
            {plan.phases.map((phase) => (
              <th key={phase.id} scope="col" className="py-2 pr-4 font-medium">
                Phase {phase.numeral}{" "}
                <span className="block text-[0.7rem] text-slate-400 normal-case">
                  {phase.name} · {phase.nickname}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {phaseRows(plan, withMinTradingDays).map((row) => (
            <tr key={row.label} className="border-b border-slate-800/70">
              <th scope="row" className="py-2.5 pr-4 font-medium text-slate-300">
                {row.label}
              </th>
              {plan.phases.map((phase) => (
                <td key={phase.id} className="py-2.5 pr-4 font-mono text-white tabular-nums">
                  {row.values(phase)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {ruleSet && (
        <p className="mt-3 text-xs text-slate-400">
          Rules version {ruleSet.version}, {ruleSet.inForce ? "in force since" : "published"}{" "}
          {formatDay(ruleSet.publishedAt)}. An account keeps the rules it was bought under: a later
          version applies only to accounts opened after it.
        </p>
      )}
    </div>
  );
}
