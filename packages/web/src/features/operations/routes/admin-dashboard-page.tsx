import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { formatUtcTime } from "../components/admin-dashboard/dashboard-format";
import { useAdminDashboard } from "../requests/get-admin-dashboard";
import { RevenuePanel, SignupsPanel } from "../components/admin-dashboard/activity-panels";
import { DaysSelector, useDashboardDays } from "../components/admin-dashboard/days-selector";
import { KpiCards } from "../components/admin-dashboard/kpi-cards";
import { PhasesPanel } from "../components/admin-dashboard/phases-panel";
import {
  InstancePanel,
  JobHealthPanel,
  PoolsPanel,
} from "../components/admin-dashboard/system-panels";

/**
 * /admin/dashboard — the business at a glance over 7, 30 or 90 days (kept in ?days=): users,
 * revenue, the queues waiting for an admin, accounts by phase, pools, jobs and this instance.
 */
export function AdminDashboardPage() {
  const [days, setDays] = useDashboardDays();
  const dashboard = useAdminDashboard(days);

  let body;
  if (dashboard.isPending) body = <LoadingState label="Loading the dashboard…" />;
  else if (dashboard.isError)
    body = <QueryErrorState title="The dashboard could not be loaded" query={dashboard} />;
  else {
    // While another period loads, the previous one stays on screen, dimmed and labelled.
    const { days: shown, dashboard: data } = dashboard.data;
    const updating = dashboard.isPlaceholderData;
    body = (
      <div className="space-y-6">
        <p aria-live="polite" className="text-sm text-slate-400">
          {updating
            ? `Loading the last ${days} days…`
            : `Last ${shown} days · figures as of ${formatUtcTime(data.generatedAt)}`}
        </p>
        <div
          aria-busy={updating}
          className={`space-y-6 transition-opacity ${updating ? "opacity-60" : ""}`}
        >
          <KpiCards dashboard={data} days={shown} />
          <div className="grid gap-6 xl:grid-cols-2">
            <SignupsPanel dashboard={data} days={shown} />
            <RevenuePanel dashboard={data} days={shown} />
          </div>
          <PhasesPanel dashboard={data} days={shown} />
          <div className="grid gap-6 lg:grid-cols-2">
            <PoolsPanel dashboard={data} />
            <JobHealthPanel dashboard={data} />
          </div>
          <InstancePanel dashboard={data} />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Admin dashboard"
        description="Sign-ups, revenue, accounts by phase, pools and the work waiting for an admin."
        actions={<DaysSelector days={days} onChange={setDays} />}
      />
      {body}
    </>
  );
}
