import { useState } from "react";
import { Link } from "react-router";
import { COPY_STOP_REASON_LABELS, type CopySubscription } from "@proparena/contracts/social";
import { Badge } from "../../../components/badge";
import { buttonClass } from "../../../components/button-styles";
import { PublicTraderFace } from "../../../components/public-trader-face";
import { metricsPath } from "../../../lib/account-links";
import { formatCount } from "../../../lib/format-money";
import { formatDay, formatSignedUsd, formatUsd } from "../../../lib/format-trading";
import { limitsSummary } from "../lib/copy-limits";
import { CopyTrades } from "./copy-trades";
import { EditLimitsDialog } from "./edit-limits-dialog";
import { StopCopyDialog } from "./stop-copy-dialog";

/**
 * One copying: whose book into which of your Beta accounts, its status (and why it stopped),
 * its limits (edit while it runs), Stop, its figures and its copy trades.
 */
export function CopySubscriptionCard({
  subscription,
  userId,
}: {
  subscription: CopySubscription;
  userId: string;
}) {
  const [dialog, setDialog] = useState<"limits" | "stop" | null>(null);
  // The copy trades are read when first opened, not for every copying on the page.
  const [tradesOpened, setTradesOpened] = useState(false);
  const active = subscription.status === "active";
  const titleId = `copy-${subscription.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-subscription={subscription.id}
      className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="sr-only">
            Copying {subscription.trader.name} · {subscription.bookLabel}
          </h2>
          <PublicTraderFace trader={subscription.trader} />
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
            <span>{subscription.bookLabel}</span>
            <span aria-hidden="true">→</span>
            <Link
              to={metricsPath(userId, subscription.targetAccountId)}
              className="text-brand-300 underline-offset-2 hover:underline"
            >
              your Beta account
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {active ? (
            <Badge tone="good" status="active">
              Copying
            </Badge>
          ) : (
            <Badge status="stopped">
              Stopped
              {subscription.stopReason && `: ${COPY_STOP_REASON_LABELS[subscription.stopReason]}`}
            </Badge>
          )}
          {active && (
            <>
              <button
                type="button"
                onClick={() => setDialog("limits")}
                className={buttonClass("secondary", "sm")}
              >
                Edit limits
              </button>
              <button
                type="button"
                onClick={() => setDialog("stop")}
                className={buttonClass("danger", "sm")}
              >
                Stop
              </button>
            </>
          )}
        </div>
      </header>
      <p className="text-sm text-slate-400">{limitsSummary(subscription, formatUsd)}</p>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-400">Started</dt>
          <dd className="text-slate-200">{formatDay(subscription.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Copies placed</dt>
          <dd className="font-mono text-slate-200 tabular-nums">
            {formatCount(subscription.placed)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Skipped or refused</dt>
          <dd className="font-mono text-slate-200 tabular-nums">
            {formatCount(subscription.skipped)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Closed copies' P&L</dt>
          <dd className="font-mono text-slate-200 tabular-nums">
            {formatSignedUsd(subscription.closedPnlCents)}
          </dd>
        </div>
      </dl>
      <details onToggle={(event) => event.currentTarget.open && setTradesOpened(true)}>
        <summary className="cursor-pointer text-sm text-slate-300">Copy trades</summary>
        <div className="mt-3">
          {tradesOpened && <CopyTrades subscriptionId={subscription.id} />}
        </div>
      </details>
      {dialog === "limits" && (
        <EditLimitsDialog subscription={subscription} onClose={() => setDialog(null)} />
      )}
      {dialog === "stop" && (
        <StopCopyDialog subscription={subscription} onClose={() => setDialog(null)} />
      )}
    </article>
  );
}
