import { useId } from "react";
import { canonicalJson } from "@proparena/contracts/canonical-json";
import type { OpenbookBook, PublicDecision } from "@proparena/contracts/openbook";
import { Badge, type BadgeTone } from "../../../components/badge";
import { EmptyNote } from "../../../components/metrics-section";
import { PublishedEvidenceHash } from "../../../components/published-evidence-hash";
import { formatTime } from "../../../lib/format-trading";
import { ruleLabel } from "../../../lib/rule-labels";

const OUTCOME_TONES: Record<string, BadgeTone> = {
  breach: "bad",
  stopOut: "warning",
  pass: "good",
};
const OUTCOME_LABELS: Record<string, string> = {
  breach: "Breach",
  stopOut: "Stop-out",
  pass: "Pass",
};

/**
 * One rule decision as published: the rule, the outcome, the message, the evidence itself (as
 * JSON) and its hash, which this browser recomputes and compares with the stated one.
 */
function PublicDecisionCard({ decision }: { decision: PublicDecision }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-slate-800 bg-slate-950/40 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="font-semibold text-white">
          {ruleLabel(decision.rule)}
        </h4>
        <span className="flex items-center gap-2 text-xs text-slate-400">
          <Badge tone={OUTCOME_TONES[decision.outcome] ?? "neutral"} status={decision.outcome}>
            {OUTCOME_LABELS[decision.outcome] ?? decision.outcome}
          </Badge>
          <time dateTime={decision.time}>{formatTime(decision.time)}</time>
        </span>
      </header>
      <p className="text-sm text-slate-200">{decision.message}</p>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-300">Evidence (JSON)</summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-slate-950 p-3 font-mono text-xs text-slate-200">
          {JSON.stringify(decision.evidence, null, 2)}
        </pre>
      </details>
      <PublishedEvidenceHash
        text={canonicalJson(decision.evidence)}
        statedHash={decision.evidenceHash}
      />
    </article>
  );
}

/** The book's rule decisions, newest first, each with its evidence and hash check. */
export function BookDecisions({ book }: { book: OpenbookBook }) {
  if (book.decisions.length === 0) {
    return <EmptyNote>No rule has decided anything on this book.</EmptyNote>;
  }
  return (
    <div className="space-y-3">
      {book.decisions.map((decision) => (
        <PublicDecisionCard key={decision.evidenceHash} decision={decision} />
      ))}
    </div>
  );
}
