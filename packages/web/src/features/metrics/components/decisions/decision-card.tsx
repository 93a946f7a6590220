import type { DecisionReview, RuleDecision } from "@proparena/contracts/metrics";
import { publishedEvidenceText } from "@proparena/contracts/openbook";
import { Alert } from "../../../../components/alert";
import { PublishedEvidenceHash } from "../../../../components/published-evidence-hash";
import { formatPrice, formatTime, formatUsd } from "../../../../lib/format-trading";
import { RULE_LABELS } from "@proparena/contracts/openbook";
import { FIGURE_LABELS, formatEvidenceValue, OUTCOMES } from "./decision-labels";
import { DecisionFrame, Figure } from "./decision-parts";
import { EvidencePositions } from "./evidence-positions";
import { ReplayControl } from "./replay-control";

const REVIEW_OUTCOMES: Record<Exclude<DecisionReview["status"], "pending">, string> = {
  upheld: "Reviewed: the breach stands.",
  reinstated: "Reviewed: the account was reinstated.",
};

/** A breach decided during or soon after a price outage: the gap, and the operator's review. */
function OutageReviewNote({ review }: { review: DecisionReview }) {
  return (
    <div data-testid="outage-review">
      <Alert
        tone={review.status === "pending" ? "warning" : "info"}
        title={review.status === "pending" ? "Under review" : REVIEW_OUTCOMES[review.status]}
      >
        <p>{review.reason}</p>
        {review.reviewedAt && (
          <p className="mt-1">
            Reviewed {formatTime(review.reviewedAt)}
            {review.note ? `: ${review.note}` : "."}
          </p>
        )}
      </Alert>
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
  decision: RuleDecision;
  digitsOf: (symbol: string) => number | undefined;
}) {
  const { evidence } = decision;
  const [thresholdLabel, observedLabel] = FIGURE_LABELS[decision.rule];
  const titleId = `decision-${decision.id}`;
  const price = (symbol: string, value: number) => {
    const digits = digitsOf(symbol);
    return digits === undefined ? String(value) : formatPrice(value, digits);
  };

  return (
    <DecisionFrame
      titleId={titleId}
      title={RULE_LABELS[decision.rule]}
      badge={OUTCOMES[decision.outcome]}
      time={decision.time}
    >
      <p className="text-sm text-slate-200">{evidence.message}</p>
      {decision.review && <OutageReviewNote review={decision.review} />}
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
      <PublishedEvidenceHash text={publishedEvidenceText(evidence)} />
      <ReplayControl
        accountId={accountId}
        decisionId={decision.id}
        describedBy={titleId}
        unit={evidence.unit}
      />
    </DecisionFrame>
  );
}
