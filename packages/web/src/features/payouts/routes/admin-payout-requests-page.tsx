import { useState } from "react";
import { useSearchParams } from "react-router";
import { PAYOUT_REQUEST_STATUSES } from "@proparena/contracts/payout-requests";
import { Alert } from "../../../components/alert";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { formatCents } from "../../../lib/format-money";
import type { PayoutAction } from "../requests/decide-admin-payout-request";
import {
  useAdminPayoutRequests,
  type AdminPayoutRequest,
  type PayoutRequestStatus,
} from "../requests/get-admin-payout-requests";
import {
  PayoutActionDialog,
  type PayoutOutcome,
} from "../components/payout-requests/payout-action-dialog";
import { PayoutRequestsTable } from "../components/payout-requests/payout-requests-table";
import { CloseWeekButton } from "../components/close-week-button";
import { reviewSearch, ReviewStatusTabs } from "../../../components/review-status-tabs";

type Filter = PayoutRequestStatus | "all";

const TABS: readonly { value: Filter; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "paid", label: "Paid" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
];

const EMPTY: Record<Filter, string> = {
  pending: "No payout request is waiting for a decision.",
  approved: "No approved request is waiting to be paid.",
  paid: "No request has been paid yet.",
  rejected: "No request has been rejected.",
  all: "No trader has asked for a payout yet.",
};

const DONE: Record<PayoutAction, string> = {
  approve: "approved",
  reject: "rejected",
  "mark-paid": "marked paid",
};

function filterOf(value: string | null): Filter {
  if (value === "all") return "all";
  return (PAYOUT_REQUEST_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as PayoutRequestStatus)
    : "pending";
}

/**
 * /admin/payouts — traders' payout requests, pending first: approve or reject them, then mark
 * the approved ones paid once the money has left. Each action is confirmed and sent with the
 * status the admin saw, so two admins cannot both act on one request.
 */
export function AdminPayoutRequestsPage() {
  const [params] = useSearchParams();
  const filter = filterOf(params.get("status"));
  const requests = useAdminPayoutRequests(filter === "all" ? null : filter);
  const [acting, setActing] = useState<{
    request: AdminPayoutRequest;
    action: PayoutAction;
  } | null>(null);
  const [notice, setNotice] = useState<{
    filter: Filter;
    tone: "success" | "error";
    text: string;
  } | null>(null);

  const onOutcome = (outcome: PayoutOutcome) => {
    setActing(null);
    if (outcome.kind === "conflict") {
      setNotice({
        filter,
        tone: "error",
        text: `Someone acted on this request first: ${outcome.message} The list was refreshed.`,
      });
      return;
    }
    const { request, action } = outcome;
    setNotice({
      filter,
      tone: "success",
      text: `${request.userName || request.userEmail}'s payout of ${formatCents(request.amountCents)} was ${DONE[action]}.`,
    });
  };

  let body;
  // A failed background refresh keeps what was shown.
  if (requests.isError && !requests.data)
    body = (
      <ErrorState
        title="The payout requests could not be loaded"
        message={errorMessage(requests.error)}
        onRetry={() => void requests.refetch()}
      />
    );
  else if (!requests.data) body = <LoadingState label="Loading payout requests…" />;
  else if (requests.data.length === 0)
    body = (
      <p className="rounded-2xl border border-dashed border-slate-700 p-8 text-center text-sm text-slate-300">
        {EMPTY[filter]}
      </p>
    );
  else
    body = (
      <PayoutRequestsTable
        requests={requests.data}
        onAction={(request, action) => {
          setNotice(null);
          setActing({ request, action });
        }}
      />
    );

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Payout requests"
        description="Traders' requests to be paid what they are owed."
      />
      <section aria-label="Payout week" className="space-y-2">
        <p className="text-sm text-slate-400">
          The running payout week settles on Monday at 00:00. Close it now to settle it at once, as
          the Monday job would, post its root to the payout contract and fund it; the next week
          starts at once.
        </p>
        <CloseWeekButton />
      </section>
      <ReviewStatusTabs
        label="Request status"
        tabs={TABS}
        current={filter}
        searchFor={(value) => reviewSearch({ status: value === "pending" ? null : value })}
      />
      {notice?.filter === filter && (
        <div className="mb-4">
          <Alert
            tone={notice.tone}
            title={notice.tone === "error" ? "Nothing was changed" : undefined}
          >
            {notice.text}
          </Alert>
        </div>
      )}
      {body}
      {acting && (
        <PayoutActionDialog
          key={`${acting.request.id}-${acting.action}`}
          request={acting.request}
          action={acting.action}
          onClose={() => setActing(null)}
          onOutcome={onOutcome}
        />
      )}
    </>
  );
}
