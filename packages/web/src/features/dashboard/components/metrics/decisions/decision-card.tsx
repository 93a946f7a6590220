import type { Decision } from "@proparena/contracts/metrics";
import { buttonClass } from "../../../../../components/button-styles";
import { errorMessage } from "../../../../../lib/api-client";
import { formatPrice, formatTime, formatUsd } from "../../../../../lib/format-trading";
import { useReplayDecision } from "../../../api/replay-decision";
import { FIGURE_LABELS, formatEvidenceValue, OUTCOMES, RULE_LABELS } from "./decision-labels";
import { EvidencePositions } from "./evidence-positions";
import { ReplayResult } from "./replay-result";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-mono text-sm text-slate-100 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * One rule decision with its evidence: the rule, the figures against the threshold, the tick
 * that decided it and the positions then open; "Replay" recomputes it from the records.
 */
export function DecisionCard({
  accountId,
  decision,
  digitsOf,
}: {
  accountId: string;
  decision: Decision;
  digitsOf: (symbol: string) => number | undefined;
}) {
  const replay = useReplayDecision(accountId, decision.id);
  const { evidence } = decision;
  const outcome = OUTCOMES[decision.outcome];
  const [thresholdLabel, observedLabel] = FIGURE_LABELS[decision.rule];
  const titleId = `decision-${decision.id}`;
  const price = (symbol: string, value: number) => {
    const digits = digitsOf(symbol);
    return digits === undefined ? String(value) : formatPrice(value, digits);
  };

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-800 bg-slate-950/40 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-white">
          {RULE_LABELS[decision.rule]}
        </h3>
        <span className="flex items-center gap-2 text-xs text-slate-400">
          <span className={`rounded-full border px-2 py-0.5 font-medium ${outcome.tone}`}>
            {outcome.label}
          </span>
          <time dateTime={decision.time}>{formatTime(decision.time)}</time>
        </span>
      </header>
      <p className="text-sm text-slate-200">{evidence.message}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure
          label={thresholdLabel}
          value={formatEvidenceValue(evidence.threshold, evidence.unit)}
        />
        <Figure
          label={observedLabel}
          value={formatEvidenceValue(evidence.observed, evidence.unit)}
        />
        <Figure label="Balance" value={formatUsd(evidence.balanceCents)} />
        <Figure label="Equity" value={formatUsd(evidence.equityCents)} />
        <Figure
          label="Balance at the daily reset"
          value={formatUsd(evidence.dayStartBalanceCents)}
        />
      </dl>
      <div className="space-y-2">
        <h4 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
          Deciding tick
        </h4>
        {evidence.quote ? (
          <p className="font-mono text-sm text-slate-200 tabular-nums">
            {evidence.quote.symbol} · bid {price(evidence.quote.symbol, evidence.quote.bid)} · ask{" "}
            {price(evidence.quote.symbol, evidence.quote.ask)} ·{" "}
            <time dateTime={new Date(evidence.quote.time).toISOString()}>
              {formatTime(new Date(evidence.quote.time).toISOString())}
            </time>
          </p>
        ) : (
          <p className="text-sm text-slate-400">
            No tick: decided at {formatTime(evidence.time)} without a price move.
          </p>
        )}
      </div>
      <div className="space-y-2">
        <h4 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
          Positions at that tick
        </h4>
        <EvidencePositions positions={evidence.positions} digitsOf={digitsOf} />
      </div>
      <div className="space-y-3">
        <button
          type="button"
          onClick={() => replay.mutate()}
          disabled={replay.isPending}
          aria-describedby={titleId}
          className={buttonClass("secondary", "sm")}
        >
          {replay.isPending ? "Replaying…" : replay.isSuccess ? "Replay again" : "Replay"}
        </button>
        {replay.isError && (
          <p role="alert" className="text-sm text-rose-300">
            The replay failed: {errorMessage(replay.error)}
          </p>
        )}
        {replay.isSuccess && <ReplayResult replay={replay.data} unit={evidence.unit} />}
      </div>
    </article>
  );
}
