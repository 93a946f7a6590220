import { Link } from "react-router";
import type { AdminDashboard } from "@proparena/contracts/admin-dashboard";
import { buttonClass } from "../../../../components/button-styles";
import { formatCents, formatCount } from "../../../../lib/format-money";
import { RunStatusBadge } from "../cronjob/run-status-badge";
import { formatUptime, formatUtcTime, poolLabel } from "./dashboard-format";
import { DashboardPanel, PanelEmpty } from "./dashboard-panel";

/** What each pool of the ledger holds now. */
export function PoolsPanel({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <DashboardPanel id="pools" title="Pool balances" description="From the ledger, as of now.">
      {dashboard.pools.length === 0 ? (
        <PanelEmpty>The ledger has no entries yet.</PanelEmpty>
      ) : (
        <dl className="divide-y divide-slate-800 text-sm">
          {dashboard.pools.map((pool) => (
            <div key={pool.account} className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-slate-300">{poolLabel(pool.account)}</dt>
              <dd
                className={`font-mono tabular-nums ${pool.balanceCents < 0 ? "text-rose-300" : "text-white"}`}
              >
                {formatCents(pool.balanceCents)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </DashboardPanel>
  );
}

/** Each scheduled job's last outcome, with the way to the Cronjob page. */
export function JobHealthPanel({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <DashboardPanel
      id="job-health"
      title="Scheduled jobs"
      description="How each job's last run ended."
      actions={
        <Link to="/admin/cronjob" className={buttonClass("secondary", "sm")}>
          Open Cronjob
        </Link>
      }
    >
      {dashboard.jobs.length === 0 ? (
        <PanelEmpty>No scheduled jobs.</PanelEmpty>
      ) : (
        <ul className="divide-y divide-slate-800 text-sm">
          {dashboard.jobs.map((job) => (
            <li
              key={job.name}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
            >
              <Link
                to={`/admin/cronjob#job-${job.name}`}
                className="font-mono text-brand-300 underline-offset-2 hover:underline"
              >
                {job.name}
              </Link>
              <span className="flex items-center gap-3 text-slate-400">
                {job.lastFinishedAt ? formatUtcTime(job.lastFinishedAt) : "—"}
                {job.lastStatus ? (
                  <RunStatusBadge status={job.lastStatus} />
                ) : (
                  <span className="text-xs text-slate-500">Never run</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

/** This server process: leader or follower, how long it has run, what its engine holds. */
export function InstancePanel({ dashboard }: { dashboard: AdminDashboard }) {
  const { instance } = dashboard;
  const rows: [string, string][] = [
    [
      "Role",
      instance.role === "leader"
        ? "Leader (runs the engine and the scheduled jobs)"
        : "Follower (serves requests; the leader runs the engine and jobs)",
    ],
    ["Uptime", formatUptime(instance.uptimeSeconds)],
    [
      "Accounts in engine",
      instance.accountsInEngine === null ? "—" : formatCount(instance.accountsInEngine),
    ],
  ];
  return (
    <DashboardPanel id="instance" title="Instance">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-400">{label}</dt>
            <dd className="mt-0.5 font-medium text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </DashboardPanel>
  );
}
