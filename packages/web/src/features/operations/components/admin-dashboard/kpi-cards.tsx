import { Link } from "react-router";
import type { AdminDashboard } from "@proparena/contracts/admin-dashboard";
import { focusRing } from "../../../../components/button-styles";
import { formatCents, formatCount } from "../../../../lib/format-money";
import { rate } from "./dashboard-format";

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-900/50 p-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-white tabular-nums sm:text-2xl">
        {value}
      </dd>
      {note && <dd className="mt-0.5 text-xs text-slate-400">{note}</dd>}
    </div>
  );
}

function QueueCard({ label, count, to }: { label: string; count: number; to: string }) {
  const waiting = count > 0;
  return (
    <li>
      <Link
        to={to}
        className={`flex h-full items-center justify-between gap-3 rounded-2xl border p-4 transition-colors ${focusRing} ${
          waiting
            ? "border-amber-400/40 bg-amber-400/5 hover:border-amber-300"
            : "border-slate-800 bg-slate-900/50 hover:border-slate-600"
        }`}
      >
        <span>
          <span className="block text-sm text-slate-400">{label}</span>
          <span
            className={`mt-1 block text-xl font-bold tabular-nums sm:text-2xl ${waiting ? "text-amber-200" : "text-white"}`}
          >
            {formatCount(count)}
          </span>
        </span>
        <span aria-hidden="true" className="text-slate-500">
          →
        </span>
      </Link>
    </li>
  );
}

/** Users, revenue in the period, and the queues waiting for an admin (each a link). */
export function KpiCards({ dashboard, days }: { dashboard: AdminDashboard; days: number }) {
  const { users, pending } = dashboard;
  return (
    <section aria-labelledby="kpi-title" className="space-y-3">
      <h2 id="kpi-title" className="sr-only">
        Key figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Users" value={formatCount(users.total)} />
        <Figure
          label="Verified"
          value={formatCount(users.verified)}
          note={`${rate(users.verified, users.total)} of users`}
        />
        <Figure label="Suspended" value={formatCount(users.suspended)} />
        <Figure
          label={`Revenue, last ${days} days`}
          value={formatCents(dashboard.revenueTotalCents)}
        />
      </dl>
      <ul aria-label="Waiting for an admin" className="grid gap-3 sm:grid-cols-3">
        <QueueCard label="KYC to review" count={pending.kyc} to="/admin/kyc" />
        <QueueCard label="Payout requests" count={pending.payoutRequests} to="/admin/payouts" />
        <QueueCard label="Open support tickets" count={pending.openTickets} to="/admin/support" />
      </ul>
    </section>
  );
}
