import type { ReactNode } from "react";
import { KYC_DOCUMENT_LABELS, type KycSubmission } from "@proparena/contracts/kyc";

/**
 * One earlier KYC submission in a list (the trader's history, the reviewer's earlier
 * submissions of the same user): its status badge, document, when it was sent and decided (by
 * whom, for the reviewer), what `children` add (the reviewer's link to it), and the reason of a
 * rejection.
 */
export function EarlierSubmission({
  submission,
  badge,
  formatDate,
  decidedBy,
  className,
  children,
}: {
  submission: Pick<KycSubmission, "documentType" | "submittedAt" | "decidedAt" | "reason">;
  badge: ReactNode;
  formatDate: (iso: string) => string;
  decidedBy?: string | null;
  /** The box's padding. */
  className: string;
  children?: ReactNode;
}) {
  return (
    <li className={`rounded-xl border border-slate-800 bg-slate-950/40 text-sm ${className}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {badge}
        <span className="text-slate-200">
          {KYC_DOCUMENT_LABELS[submission.documentType]}, sent {formatDate(submission.submittedAt)}
        </span>
        {submission.decidedAt && (
          <span className="text-slate-400">
            decided {formatDate(submission.decidedAt)}
            {decidedBy ? ` by ${decidedBy}` : ""}
          </span>
        )}
        {children}
      </div>
      {submission.reason && (
        <p className="mt-2 text-slate-300">
          <span className="text-slate-400">Reason: </span>
          {submission.reason}
        </p>
      )}
    </li>
  );
}
