import type { Account } from "@proparena/contracts/trading";
import type { ReactNode } from "react";
import { formatCountdown, formatUsd } from "../../../lib/format-trading";
import { useNow } from "../../../lib/use-now";
import { FigureRow } from "./figure-row";

/** The challenge objectives of the account, live: loss room left, reset countdown, target progress. */
export function ObjectivesPanel({ account }: { account: Account }) {
  const now = useNow();
  const o = account.objectives;
  const resetIn = Date.parse(o.nextResetAt) - now;
  const progress = o.targetProgress === null ? null : Math.max(0, Math.min(1, o.targetProgress));
  return (
    <section
      aria-labelledby="objectives-title"
      className="rounded-xl border border-slate-800 bg-slate-900/60 p-3"
    >
      <h2
        id="objectives-title"
        className="mb-3 text-xs font-semibold tracking-wide text-slate-400 uppercase"
      >
        Objectives · {account.phaseName}
      </h2>
      <dl className="space-y-2.5 text-xs">
        <Row
          label="Daily loss left"
          value={formatUsd(o.dailyLossLeftCents)}
          warn={o.dailyLossLeftCents <= 0}
        >
          <span className="text-slate-500">
            floor {formatUsd(o.dailyLossFloorCents)} · resets in{" "}
            <time
              dateTime={o.nextResetAt}
              className="font-mono text-slate-300 tabular-nums"
              data-testid="reset-countdown"
            >
              {formatCountdown(resetIn)}
            </time>
          </span>
        </Row>
        <Row
          label="Max loss left"
          value={formatUsd(o.maxLossLeftCents)}
          warn={o.maxLossLeftCents <= 0}
        >
          <span className="text-slate-500">floor {formatUsd(o.maxLossFloorCents)}</span>
        </Row>
        {o.targetBalanceCents !== null && (
          <div>
            <FigureRow label="Profit target">{formatUsd(o.targetBalanceCents)}</FigureRow>
            {progress !== null && (
              <div
                role="progressbar"
                aria-label="Progress to the profit target"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                aria-valuetext={`${Math.round(progress * 100)}%`}
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-800"
              >
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${progress * 100}%` }}
                />
              </div>
            )}
            <p className="mt-1 text-slate-500">
              {progress === null ? "" : `${Math.round(progress * 100)}% · `}
              {o.targetLeftCents !== null && o.targetLeftCents > 0
                ? `${formatUsd(o.targetLeftCents)} to go (closed balance)`
                : "Target reached — close your positions to pass"}
            </p>
          </div>
        )}
        <FigureRow label="Trading days">
          {o.tradingDays}
          {o.minTradingDays ? ` / ${o.minTradingDays}` : ""}
        </FigureRow>
      </dl>
    </section>
  );
}

function Row({
  label,
  value,
  warn,
  children,
}: {
  label: string;
  value: string;
  warn: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <FigureRow label={label} tone={warn ? "text-rose-300" : "text-slate-100"}>
        {value}
      </FigureRow>
      <div className="mt-0.5">{children}</div>
    </div>
  );
}
