import { Link } from "react-router";
import { KYC_DOCUMENT_LABELS, type AdminKycSubmission } from "@proparena/contracts/kyc";
import { buttonClass } from "../../../../components/button-styles";
import { formatLocalDateTime } from "../../../../lib/format-local-time";
import { formatTimeAgo, formatWaited } from "../../../../lib/relative-time";
import { ReviewUserLink } from "../../../../components/review-user-link";
import { KycReviewBadge } from "./kyc-review-badge";

/** The submissions of one status: who, which document, when, and a way to review each. */
export function KycQueueList({
  items,
  selectedId,
  now,
  searchFor,
}: {
  items: readonly AdminKycSubmission[];
  selectedId: string | null;
  now: number;
  searchFor: (id: string) => string;
}) {
  return (
    <ul aria-label="KYC submissions" className="space-y-2">
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li
            key={item.id}
            data-submission={item.id}
            className={`rounded-xl border p-4 ${
              selected ? "border-brand-400/60 bg-brand-500/10" : "border-slate-800 bg-slate-950/40"
            }`}
          >
            <div className="flex items-start justify-between gap-3">
              <ReviewUserLink
                userId={item.userId}
                userName={item.userName}
                userEmail={item.userEmail}
              />
              <KycReviewBadge status={item.status} />
            </div>
            <p className="mt-2 text-sm text-slate-200">{KYC_DOCUMENT_LABELS[item.documentType]}</p>
            <p className="mt-1 text-xs text-slate-400">
              Submitted{" "}
              <time dateTime={item.submittedAt}>{formatLocalDateTime(item.submittedAt)}</time>
              {" · "}
              {item.status === "submitted" || !item.decidedAt ? (
                <span>waiting {formatWaited(item.submittedAt, now)}</span>
              ) : (
                <span>decided {formatTimeAgo(item.decidedAt, now)}</span>
              )}
            </p>
            <Link
              to={{ search: searchFor(item.id) }}
              aria-current={selected ? "true" : undefined}
              aria-label={`Review ${item.userName || item.userEmail}`}
              className={buttonClass(selected ? "primary" : "secondary", "sm", "mt-3 w-full")}
            >
              {selected ? "Reviewing" : "Review"}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
