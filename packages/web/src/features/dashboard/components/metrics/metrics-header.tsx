import { Link } from "react-router";
import type { Account } from "@proparena/contracts/trading";
import { buttonClass } from "../../../../components/button-styles";
import { PageHeader } from "../../../../components/page-header";
import { pnlClass } from "../../../../components/table-parts";
import { formatDay, formatSignedUsd, formatUsd } from "../../../../lib/format-trading";
import { accountPnl, arenaPath } from "../../lib/account-links";
import { AccountStatusBadge } from "../account-status-badge";

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-3">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className={`mt-1 font-mono text-lg font-bold tabular-nums ${tone ?? "text-white"}`}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Plan, phase and status of the account, its money figures and where to go next. An admin
 * looking at someone else's account gets no arena link (the arena trades only one's own).
 */
export function MetricsHeader({ account, own }: { account: Account; own: boolean }) {
  const pnl = accountPnl(account);
  return (
    <>
      <PageHeader
        eyebrow="Account metrics"
        title={`${account.planLabel} · ${account.phaseName}`}
        description={
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <AccountStatusBadge status={account.status} />
            <span>
              Opened {formatDay(account.createdAt)}
              {account.endedAt && `, ended ${formatDay(account.endedAt)}`}
            </span>
          </span>
        }
        actions={
          <>
            <Link to="/dashboard/accounts" className={buttonClass("ghost", "sm")}>
              All accounts
            </Link>
            {own && (
              <Link to={arenaPath(account.id)} className={buttonClass("secondary", "sm")}>
                Open in arena
              </Link>
            )}
          </>
        }
      />
      <dl aria-label="Account figures" className="mb-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Balance" value={formatUsd(account.balanceCents)} />
        <Figure label="Equity" value={formatUsd(account.equityCents)} />
        <Figure
          label="Total P&L"
          value={formatSignedUsd(pnl.totalCents)}
          tone={pnlClass(pnl.totalCents)}
        />
        <Figure
          label="Open P&L"
          value={formatSignedUsd(pnl.openCents)}
          tone={pnlClass(pnl.openCents)}
        />
      </dl>
    </>
  );
}
