import type { AdminDashboard } from "@proparena/contracts/admin-dashboard";
import { formatCount } from "../../../../lib/format-money";
import { comparePhases, phaseLabel, rate } from "./dashboard-format";
import { DashboardPanel } from "./dashboard-panel";

export interface PhaseRow {
  phase: string;
  active: number;
  passed: number;
  failed: number;
}

/** Active accounts and the window's outcomes, one row per phase found in either. */
export function phaseRows(dashboard: AdminDashboard): PhaseRow[] {
  const rows = new Map<string, PhaseRow>();
  const row = (phase: string) => {
    const found = rows.get(phase) ?? { phase, active: 0, passed: 0, failed: 0 };
    rows.set(phase, found);
    return found;
  };
  for (const { phase, count } of dashboard.activeAccounts) row(phase).active += count;
  for (const { phase, passed, failed } of dashboard.outcomes) {
    row(phase).passed += passed;
    row(phase).failed += failed;
  }
  return [...rows.values()].sort((a, b) => comparePhases(a.phase, b.phase));
}

const th = "py-1.5 pr-4 text-right font-medium whitespace-nowrap";
const td = "py-2 pr-4 text-right text-slate-300";

/** The figure columns after the phase, in the order each row's cells give them. */
const FIGURE_COLUMNS = ["Active", "Passed", "Failed", "Pass rate", "Breach rate"] as const;

/** Per phase: accounts trading now, and of those that ended in the window, pass and breach rates. */
export function PhasesPanel({ dashboard, days }: { dashboard: AdminDashboard; days: number }) {
  const rows = phaseRows(dashboard);
  return (
    <DashboardPanel
      id="phases"
      title="Accounts by phase"
      description={`Active accounts now; pass and breach rates of the accounts that ended in the last ${days} days (passed ÷ (passed + failed)).`}
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="text-xs text-slate-400">
            <tr className="border-b border-slate-800">
              <th scope="col" className="py-1.5 pr-4 font-medium">
                Phase
              </th>
              {FIGURE_COLUMNS.map((label) => (
                <th key={label} scope="col" className={th}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.length === 0 && (
              <tr>
                <td colSpan={6} className="py-6 text-center text-slate-400">
                  No accounts yet.
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const ended = row.passed + row.failed;
              return (
                <tr key={row.phase} className="border-b border-slate-800/70">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-100">
                    {phaseLabel(row.phase)}
                  </th>
                  <td className={`${td} font-semibold text-white`}>{formatCount(row.active)}</td>
                  <td className={td}>{formatCount(row.passed)}</td>
                  <td className={td}>{formatCount(row.failed)}</td>
                  <td className={`${td} text-emerald-300`}>{rate(row.passed, ended)}</td>
                  <td className={`${td} text-rose-300`}>{rate(row.failed, ended)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </DashboardPanel>
  );
}
