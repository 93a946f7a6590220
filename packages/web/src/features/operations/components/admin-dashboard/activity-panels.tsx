import type { AdminDashboard } from "@proparena/contracts/admin-dashboard";
import { ChartFrame } from "../../../../components/chart-frame";
import { formatCents, formatCount } from "../../../../lib/format-money";
import { useAdminCharts, type DayValue } from "./charts/admin-chart-renderers";
import { rate } from "./dashboard-format";
import { DashboardPanel, PanelEmpty } from "./dashboard-panel";

/** Revenue summed per day, on the sign-ups' axis (every day of the period), oldest first. */
export function revenuePerDay(dashboard: AdminDashboard): DayValue[] {
  const byDay = new Map<string, number>(dashboard.signups.map((row) => [row.day, 0]));
  for (const row of dashboard.revenue) {
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.amountCents);
  }
  return [...byDay]
    .map(([day, value]) => ({ day, value }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

export interface PlanRevenue {
  planId: string;
  purchases: number;
  amountCents: number;
}

/** Purchases and revenue per plan over the period, the largest revenue first. */
export function revenueByPlan(dashboard: AdminDashboard): PlanRevenue[] {
  const byPlan = new Map<string, PlanRevenue>();
  for (const row of dashboard.revenue) {
    const plan = byPlan.get(row.planId) ?? { planId: row.planId, purchases: 0, amountCents: 0 };
    plan.purchases += row.purchases;
    plan.amountCents += row.amountCents;
    byPlan.set(row.planId, plan);
  }
  return [...byPlan.values()].sort(
    (a, b) => b.amountCents - a.amountCents || a.planId.localeCompare(b.planId),
  );
}

export function SignupsPanel({ dashboard, days }: { dashboard: AdminDashboard; days: number }) {
  const charts = useAdminCharts();
  const bars = dashboard.signups.map((row) => ({ day: row.day, value: row.count }));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  return (
    <DashboardPanel
      id="signups"
      title="Sign-ups per day"
      description={`${formatCount(total)} ${total === 1 ? "sign-up" : "sign-ups"} in the last ${days} days.`}
    >
      {total === 0 ? (
        <PanelEmpty>No sign-ups in the last {days} days.</PanelEmpty>
      ) : (
        <ChartFrame className="h-56 w-full sm:h-64" label={`Sign-ups per day, last ${days} days`}>
          {charts.signups({ days: bars })}
        </ChartFrame>
      )}
    </DashboardPanel>
  );
}

function PlanTable({ plans, totalCents }: { plans: PlanRevenue[]; totalCents: number }) {
  const purchases = plans.reduce((sum, plan) => sum + plan.purchases, 0);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[22rem] text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-200">
          Revenue by plan
        </caption>
        <thead className="text-xs text-slate-400">
          <tr className="border-b border-slate-800">
            <th scope="col" className="py-1.5 pr-4 font-medium">
              Plan
            </th>
            <th scope="col" className="py-1.5 pr-4 text-right font-medium">
              Purchases
            </th>
            <th scope="col" className="py-1.5 pr-4 text-right font-medium">
              Revenue
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {plans.map((plan) => (
            <tr key={plan.planId} className="border-b border-slate-800/70">
              <th scope="row" className="py-1.5 pr-4 font-medium text-slate-100">
                {plan.planId}
              </th>
              <td className="py-1.5 pr-4 text-right text-slate-300">
                {formatCount(plan.purchases)}
              </td>
              <td className="py-1.5 pr-4 text-right text-slate-100">
                {formatCents(plan.amountCents)}
              </td>
              <td className="py-1.5 text-right text-slate-300">
                {rate(plan.amountCents, totalCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          <tr>
            <th scope="row" className="py-1.5 pr-4 font-semibold text-white">
              Total
            </th>
            <td className="py-1.5 pr-4 text-right font-semibold text-white">
              {formatCount(purchases)}
            </td>
            <td className="py-1.5 pr-4 text-right font-semibold text-white">
              {formatCents(totalCents)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function RevenuePanel({ dashboard, days }: { dashboard: AdminDashboard; days: number }) {
  const charts = useAdminCharts();
  const plans = revenueByPlan(dashboard);
  const total = plans.reduce((sum, plan) => sum + plan.amountCents, 0);
  return (
    <DashboardPanel
      id="revenue"
      title="Revenue per day"
      description={`${formatCents(dashboard.revenueTotalCents)} from paid purchases in the last ${days} days.`}
    >
      {plans.length === 0 ? (
        <PanelEmpty>No paid purchases in the last {days} days.</PanelEmpty>
      ) : (
        <>
          <ChartFrame className="h-56 w-full sm:h-64" label={`Revenue per day, last ${days} days`}>
            {charts.revenue({ days: revenuePerDay(dashboard) })}
          </ChartFrame>
          <PlanTable plans={plans} totalCents={total} />
        </>
      )}
    </DashboardPanel>
  );
}
