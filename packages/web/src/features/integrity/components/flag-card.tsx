import type { IntegrityFlag } from "@proparena/contracts/integrity";
import { Badge } from "../../../components/badge";
import { formatDateTime } from "../../../lib/admin-format";
import {
  canAppeal,
  isUndecided,
  kindLabel,
  STATUS_LABELS,
  STATUS_TONES,
} from "../lib/integrity-labels";
import { AppealForm } from "./appeal-form";
import { AppealView, DecisionView } from "./appeal-and-decision";
import { EvidenceDetails } from "./evidence-details";
import { ScoreLine } from "./score-line";

/**
 * One flag as its trader sees it: the detector, the score against its levels, whether it holds,
 * what was seen, the evidence, and the appeal (the form while the flag is open) and decision.
 */
export function FlagCard({ flag }: { flag: IntegrityFlag }) {
  const label = kindLabel(flag.kind);
  return (
    <article
      aria-label={`${label} flag`}
      data-flag={flag.id}
      className="space-y-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-white">{label}</h3>
        <Badge tone={STATUS_TONES[flag.status]} status={flag.status}>
          {STATUS_LABELS[flag.status]}
        </Badge>
        {flag.hold && isUndecided(flag.status) && <Badge tone="bad">Holds</Badge>}
        <span className="text-xs text-slate-400">
          Raised {formatDateTime(flag.raisedAt)} · policy version {flag.policyVersion}
          {flag.accountId === null && " · on you, for all your accounts"}
        </span>
      </header>
      <ScoreLine score={flag.score} threshold={flag.threshold} holdAt={flag.holdAt} />
      <p className="text-sm text-slate-100">{flag.message}</p>
      <EvidenceDetails
        evidence={flag.evidence}
        evidenceHash={flag.evidenceHash}
        title={`Evidence trades of the ${label.toLowerCase()} flag`}
      />
      <section aria-label="Appeal" className="space-y-2">
        <h4 className="text-sm font-semibold text-white">Your answer</h4>
        {flag.appeal ? (
          <AppealView appeal={flag.appeal} />
        ) : canAppeal(flag) ? (
          <>
            <p className="text-sm text-slate-300">
              Tell us what happened. An admin reads your statement with the evidence before
              deciding.
            </p>
            <AppealForm flagId={flag.id} />
          </>
        ) : (
          <p className="text-sm text-slate-400">No appeal was sent.</p>
        )}
        {flag.decision && <DecisionView decision={flag.decision} />}
      </section>
    </article>
  );
}
