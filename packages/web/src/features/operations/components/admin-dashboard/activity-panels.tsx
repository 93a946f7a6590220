import type { AdminDashboard } from "@proparena/contracts/admin-dashboard";
import { ChartFrame } from "../../../../components/chart-frame";
import { SimpleTable } from "../../../../components/simple-table";
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
    <SimpleTable
      caption="Revenue by plan"
      showCaption
      numeric
      minWidth="22rem"
      headers={["Plan", "Purchases", "Revenue", "Share"]}
      rows={plans.map((plan) => ({
        key: plan.planId,
        head: plan.planId,
        cells: [
          formatCount(plan.purchases),
          formatCents(plan.amountCents),
          rate(plan.amountCents, totalCents),
        ],
      }))}
      foot={{
        key: "total",
        head: "Total",
        cells: [formatCount(purchases), formatCents(totalCents), ""],
      }}
    />
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
