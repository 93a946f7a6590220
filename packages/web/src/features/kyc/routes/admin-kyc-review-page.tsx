import { useState } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { KYC_SUBMISSION_STATUSES, type AdminKycSubmission } from "@proparena/contracts/kyc";
import { Alert } from "../../../components/alert";
import { PageHeader } from "../../../components/page-header";
import { useNow } from "../../../lib/use-now";
import {
  adminKycKeys,
  useAdminKycQueue,
  type AdminKycPage,
  type KycReviewStatus,
} from "../requests/get-admin-kyc-queue";
import { KycQueueList } from "../components/kyc-review/kyc-queue-list";
import { KycReviewPanel } from "../components/kyc-review/kyc-review-panel";
import { ReviewQueueBody, ReviewSplit } from "../../../components/review-queue";
import { reviewSearch, ReviewStatusTabs } from "../../../components/review-status-tabs";

const TABS: readonly { value: KycReviewStatus; label: string }[] = [
  { value: "submitted", label: "Waiting" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

const EMPTY: Record<KycReviewStatus, [string, string]> = {
  submitted: ["Nothing is waiting for review", "New identity documents appear here, oldest first."],
  approved: ["No approved submissions yet", "Approved identity checks are listed here."],
  rejected: ["No rejected submissions", "Rejected identity checks and their reasons appear here."],
};

function statusOf(value: string | null): KycReviewStatus {
  return (KYC_SUBMISSION_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as KycReviewStatus)
    : "submitted";
}

/** The submission to look at after `decidedId`: the next one still waiting, else the first. */
function nextWaiting(before: readonly string[], decidedId: string, after: readonly string[]) {
  const waiting = new Set(after.filter((id) => id !== decidedId));
  const at = before.indexOf(decidedId);
  const order = at < 0 ? before : [...before.slice(at + 1), ...before.slice(0, at)];
  return order.find((id) => waiting.has(id)) ?? after.find((id) => waiting.has(id)) ?? null;
}

function idsOf(data: InfiniteData<AdminKycPage> | undefined): string[] {
  return data?.pages.flatMap((page) => page.items.map((item) => item.id)) ?? [];
}

/**
 * /admin/kyc — the identity-verification queue: waiting submissions oldest first (approved and
 * rejected ones under their tabs), and the chosen one (?id=) with its details, documents and
 * the decision. After a decision the queue is refreshed and the next waiting one is opened.
 * On a phone the queue and the chosen submission take the screen in turn.
 */
export function AdminKycReviewPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const selectedId = params.get("id") || null;
  const queue = useAdminKycQueue(status);
  const queryClient = useQueryClient();
  const now = useNow(60_000);
  const [notice, setNotice] = useState<{ status: KycReviewStatus; text: string } | null>(null);

  const statusParam = status === "submitted" ? null : status;
  const searchFor = (id: string) => reviewSearch({ status: statusParam, id });
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  const showQueue = () => setParams(reviewSearch({ status: statusParam }));

  const onDecided = async (decided: AdminKycSubmission) => {
    const before = idsOf(queryClient.getQueryData(adminKycKeys.list("submitted")));
    const who = decided.userName || decided.userEmail;
    await queryClient.invalidateQueries({ queryKey: adminKycKeys.lists });
    if (status !== "submitted") {
      setNotice({ status, text: `${who}'s documents were ${decided.status}.` });
      return;
    }
    const after = idsOf(queryClient.getQueryData(adminKycKeys.list("submitted")));
    const next = nextWaiting(before, decided.id, after);
    setNotice({
      status,
      text: `${who}'s documents were ${decided.status}. ${
        next ? "The next waiting submission is open." : "Nothing else is waiting."
      }`,
    });
    setParams(reviewSearch({ id: next }));
  };

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="KYC review"
        description="Identity documents waiting for a decision, oldest first."
      />
      <ReviewStatusTabs
        label="Submission status"
        tabs={TABS}
        current={status}
        searchFor={(value) => reviewSearch({ status: value === "submitted" ? null : value })}
      />
      {notice?.status === status && (
        <div className="mb-4">
          <Alert tone="success">{notice.text}</Alert>
        </div>
      )}
      <ReviewSplit
        titleId="kyc-queue-title"
        title={`${TABS.find((tab) => tab.value === status)?.label} submissions`}
        list={
          <ReviewQueueBody
            query={queue}
            count={items.length}
            errorTitle="The queue could not be loaded"
            loadingLabel="Loading the queue…"
            empty={EMPTY[status]}
          >
            <KycQueueList items={items} selectedId={selectedId} now={now} searchFor={searchFor} />
          </ReviewQueueBody>
        }
        detail={
          selectedId !== null ? (
            <KycReviewPanel
              key={selectedId}
              id={selectedId}
              now={now}
              onDecided={(decided) => void onDecided(decided)}
              onShowQueue={showQueue}
            />
          ) : null
        }
        backLabel="Back to the queue"
        onBack={showQueue}
        placeholder="Choose a submission to see the details and documents, and to decide."
      />
    </>
  );
}
