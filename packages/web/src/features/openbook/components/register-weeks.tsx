import type { RegisterWeek } from "@proparena/contracts/openbook";
import { SimpleTable } from "../../../components/simple-table";
import { formatCentsExact, formatCount } from "../../../lib/format-money";
import { ruleLabel } from "../../../lib/rule-labels";

/** "Daily loss limit 3, Max loss limit 1", or "—". */
function byRule(week: RegisterWeek): string {
  const rules = Object.entries(week.breachesByRule).filter(([, count]) => count > 0);
  if (rules.length === 0) return "—";
  return rules.map(([rule, count]) => `${ruleLabel(rule)} ${formatCount(count)}`).join(", ");
}

/** The last 12 weeks' totals: breaches by rule, payouts paid and withheld, accounts closed. */
export function RegisterWeeks({ weeks }: { weeks: readonly RegisterWeek[] }) {
  if (weeks.length === 0) {
    return <p className="text-sm text-slate-400">No week has totals yet.</p>;
  }
  return (
    <SimpleTable
      caption="Totals per week, newest first"
      showCaption
      headers={["Week", "Breaches", "By rule", "Payouts paid", "Payouts withheld", "Closed"]}
      minWidth="44rem"
      rows={weeks.map((week) => ({
        key: week.weekKey,
        head: week.weekKey,
        cells: [
          formatCount(week.breaches),
          byRule(week),
          `${formatCount(week.payoutsPaid)} · ${formatCentsExact(week.payoutsPaidCents)}`,
          `${formatCount(week.payoutsWithheld)} · ${formatCentsExact(week.payoutsWithheldCents)}`,
          formatCount(week.accountsClosed),
        ],
      }))}
    />
  );
}
