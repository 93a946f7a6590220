import type { ReactNode } from "react";
import { Link } from "react-router";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { KYC_DOCUMENT_LABELS, type AdminKycSubmission } from "@proparena/contracts/kyc";
import { AddressLines } from "../../../../components/address-lines";
import { focusRing } from "../../../../components/button-styles";
import { DetailRows } from "../../../../components/detail-rows";
import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { formatLocalDateTime } from "../../../../lib/format-local-time";
import { adminKycKeys, type AdminKycPage } from "../../requests/get-admin-kyc-queue";
import { useAdminKycSubmission } from "../../requests/get-admin-kyc-submission";
import { adminPaths } from "../../../../lib/admin-paths";
import { reviewSearch } from "../../../../components/review-status-tabs";
import { ReviewUserLink } from "../../../../components/review-user-link";
import { KycDecisionControls } from "./kyc-decision-controls";
import { KycDocumentPreview } from "./kyc-document-preview";
import { KycReviewBadge } from "./kyc-review-badge";
import { EarlierSubmission } from "../earlier-submission";

const birthDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "April 12, 1990 (34 years old)" for a YYYY-MM-DD date of birth, at `now`. */
function formatBirth(date: string, now: number): string {
  const born = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(born.getTime())) return date;
  const today = new Date(now);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return `${birthDay.format(born)} (${age} years old)`;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-6 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6">
      {children}
    </div>
  );
}

/**
 * The same trader's other submissions found in the queues loaded on this page (the API has no
 * per-user list; the user's page has the full record), newest first.
 */
function useEarlierSubmissions(submission: AdminKycSubmission): AdminKycSubmission[] {
  const queryClient = useQueryClient();
  const seen = new Map<string, AdminKycSubmission>();
  for (const [, data] of queryClient.getQueriesData<InfiniteData<AdminKycPage>>({
    queryKey: adminKycKeys.lists,
  })) {
    for (const page of data?.pages ?? [])
      for (const item of page.items)
        if (item.userId === submission.userId && item.id !== submission.id) seen.set(item.id, item);
  }
  return [...seen.values()].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

function EarlierSubmissions({ submission }: { submission: AdminKycSubmission }) {
  const earlier = useEarlierSubmissions(submission);
  return (
    <section aria-labelledby="kyc-history-title" className="space-y-3">
      <h3 id="kyc-history-title" className="text-base font-semibold text-white">
        Earlier submissions by this trader
      </h3>
      {earlier.length === 0 ? (
        <p className="text-sm text-slate-400">
          None in the lists loaded here. The{" "}
          <Link
            to={adminPaths.user(submission.userId)}
            className={`rounded text-brand-300 underline underline-offset-4 ${focusRing}`}
          >
            user&apos;s page
          </Link>{" "}
          has their full record.
        </p>
      ) : (
        <ol aria-label="Earlier submissions" className="space-y-2">
          {earlier.map((item) => (
            <EarlierSubmission
              key={item.id}
              submission={item}
              badge={<KycReviewBadge status={item.status} />}
              formatDate={formatLocalDateTime}
              decidedBy={item.decidedBy}
              className="p-3"
            >
              <Link
                to={{
                  search: reviewSearch({
                    status: item.status === "submitted" ? null : item.status,
                    id: item.id,
                  }),
                }}
                aria-label={`Open the submission sent ${formatLocalDateTime(item.submittedAt)}`}
                className={`rounded text-brand-300 underline underline-offset-4 ${focusRing}`}
              >
                Open
              </Link>
            </EarlierSubmission>
          ))}
        </ol>
      )}
    </section>
  );
}

function LoadedSubmission({
  submission,
  now,
  onDecided,
}: {
  submission: AdminKycSubmission;
  now: number;
  onDecided: (submission: AdminKycSubmission) => void;
}) {
  const rows: [string, ReactNode][] = [
    ["Legal name", submission.legalName],
    ["Date of birth", formatBirth(submission.dateOfBirth, now)],
    ["Address", <AddressLines address={submission} />],
    ["Document", KYC_DOCUMENT_LABELS[submission.documentType]],
    ["Submitted", formatLocalDateTime(submission.submittedAt)],
  ];
  if (submission.decidedAt) {
    rows.push([
      "Decided",
      `${formatLocalDateTime(submission.decidedAt)}${submission.decidedBy ? ` by ${submission.decidedBy}` : ""}`,
    ]);
  }
  if (submission.reason) rows.push(["Reason given", submission.reason]);

  const documents: [string, AdminKycSubmission["front"] | null][] = [
    ["Front of the document", submission.front],
    ["Back of the document", submission.back],
    ["Selfie", submission.selfie],
  ];

  return (
    <article aria-labelledby="kyc-review-title">
      <Frame>
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-2">
            <p className="text-xs text-slate-400">KYC submission</p>
            <h2 id="kyc-review-title" className="text-xl font-semibold break-words text-white">
              {submission.legalName}
            </h2>
            <ReviewUserLink
              userId={submission.userId}
              userName={submission.userName}
              userEmail={submission.userEmail}
            />
          </div>
          <KycReviewBadge status={submission.status} />
        </header>

        <DetailRows rows={rows} />

        <section aria-labelledby="kyc-documents-title" className="space-y-3">
          <h3 id="kyc-documents-title" className="text-base font-semibold text-white">
            Documents
          </h3>
          <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
            {documents.map(([label, file]) =>
              file ? (
                <KycDocumentPreview key={label} file={file} label={label} />
              ) : (
                <p
                  key={label}
                  className="flex items-center justify-center rounded-xl border border-dashed border-slate-700 p-4 text-center text-sm text-slate-400"
                >
                  {label}: none (a passport has one page)
                </p>
              ),
            )}
          </div>
        </section>

        <EarlierSubmissions submission={submission} />

        <div className="border-t border-slate-800 pt-5">
          <KycDecisionControls submission={submission} onDecided={onDecided} />
        </div>
      </Frame>
    </article>
  );
}

/** The chosen submission (?id= in the URL): everything sent, the documents, and the decision. */
export function KycReviewPanel({
  id,
  now,
  onDecided,
  onShowQueue,
}: {
  id: string;
  now: number;
  onDecided: (submission: AdminKycSubmission) => void;
  onShowQueue: () => void;
}) {
  const submission = useAdminKycSubmission(id);
  if (submission.data)
    return <LoadedSubmission submission={submission.data} now={now} onDecided={onDecided} />;
  if (submission.isError) {
    const missing = isApiRequestError(submission.error) && submission.error.status === 404;
    return missing ? (
      <ErrorState
        title="This submission could not be found"
        message="It does not exist any more, or the link is wrong."
      >
        <button
          type="button"
          onClick={onShowQueue}
          className="text-sm font-semibold text-rose-50 underline underline-offset-4"
        >
          Back to the queue
        </button>
      </ErrorState>
    ) : (
      <ErrorState
        title="The submission could not be loaded"
        message={errorMessage(submission.error)}
        onRetry={() => void submission.refetch()}
      />
    );
  }
  return (
    <Frame>
      <LoadingState label="Loading the submission…" />
    </Frame>
  );
}
