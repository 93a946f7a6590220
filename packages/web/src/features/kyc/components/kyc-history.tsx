import type { KycSubmission } from "@proparena/contracts/kyc";
import { KYC_DOCUMENT_LABELS } from "@proparena/contracts/kyc";
import { formatDay } from "../../../lib/format-trading";
import { MetricsSection } from "../../../components/metrics-section";
import { KycStatusBadge } from "../../../components/kyc-status-badge";

/** Earlier submissions, newest first: status, dates and the reason of a rejection. */
export function KycHistory({ submissions }: { submissions: readonly KycSubmission[] }) {
  if (submissions.length === 0) return null;
  return (
    <MetricsSection id="kyc-history" title="Earlier submissions">
      <ol aria-label="Earlier submissions" className="space-y-3">
        {submissions.map((submission) => (
          <li
            key={submission.id}
            className="rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <KycStatusBadge status={submission.status} />
              <span className="text-slate-200">
                {KYC_DOCUMENT_LABELS[submission.documentType]}, sent{" "}
                {formatDay(submission.submittedAt)}
              </span>
              {submission.decidedAt && (
                <span className="text-slate-400">decided {formatDay(submission.decidedAt)}</span>
              )}
            </div>
            {submission.reason && (
              <p className="mt-2 text-slate-300">
                <span className="text-slate-400">Reason: </span>
                {submission.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
    </MetricsSection>
  );
}
