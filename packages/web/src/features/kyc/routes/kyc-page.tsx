import type { KycSubmission, MyKycResponse } from "@proparena/contracts/kyc";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { formatDay } from "../../../lib/format-trading";
import { useKyc } from "../requests/get-kyc";
import { KycForm } from "../components/kyc-form";
import { KycHistory } from "../components/kyc-history";
import { KycStatusBadge } from "../../../components/kyc-status-badge";
import { KycSubmissionDetails } from "../components/kyc-submission-details";
import { MetricsSection } from "../../../components/metrics-section";

/** A submission being checked: what was sent, no form. */
function Waiting({ submission }: { submission: KycSubmission | null }) {
  return (
    <MetricsSection
      id="kyc-waiting"
      title="We are checking your documents"
      description="This usually takes one to two business days. We e-mail you when it is done; there is nothing else to do until then."
    >
      {submission && <KycSubmissionDetails submission={submission} />}
    </MetricsSection>
  );
}

/** Approved is final. */
function Approved({ submission }: { submission: KycSubmission | null }) {
  const on = submission?.decidedAt ?? submission?.submittedAt ?? null;
  return (
    <section
      aria-labelledby="kyc-approved-title"
      className="flex flex-col gap-3 rounded-2xl border border-emerald-500/40 bg-emerald-950/30 p-4 sm:flex-row sm:items-center sm:p-6"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-500/20 text-lg text-emerald-200"
      >
        ✓
      </span>
      <div>
        <h2 id="kyc-approved-title" className="text-lg font-semibold text-emerald-50">
          Identity verified
        </h2>
        <p className="mt-1 text-sm text-emerald-100">
          {on ? `Verified on ${formatDay(on)}.` : "Your identity is verified."} Nothing more is
          needed from you here.
        </p>
      </div>
    </section>
  );
}

/** The reason, prominently, above the form to send again. */
function Rejected({ submission }: { submission: KycSubmission | null }) {
  return (
    <section
      aria-labelledby="kyc-rejected-title"
      className="rounded-2xl border border-rose-500/50 bg-rose-950/40 p-4 sm:p-6"
    >
      <h2 id="kyc-rejected-title" className="text-lg font-semibold text-rose-50">
        Your documents were not accepted
      </h2>
      {submission?.reason && (
        <p className="mt-2 text-base font-medium text-rose-100">
          <span className="text-rose-200">Reason: </span>
          {submission.reason}
        </p>
      )}
      <p className="mt-2 text-sm text-rose-100/90">
        Correct what is needed and send your documents again below
        {submission ? ` (you sent them on ${formatDay(submission.submittedAt)})` : ""}.
      </p>
    </section>
  );
}

function FormSection({ previous }: { previous: KycSubmission | null }) {
  return (
    <MetricsSection
      id="kyc-form"
      title={previous ? "Send your documents again" : "Verify your identity"}
      description="Your legal details, your address, an identity document and a selfie. The files are sent securely and only our compliance team sees them."
    >
      <KycForm previous={previous} />
    </MetricsSection>
  );
}

function KycView({ kyc }: { kyc: MyKycResponse }) {
  // The submission the status is about: the newest one of that status (none before a first).
  const latest = kyc.submissions.find((submission) => submission.status === kyc.status) ?? null;
  const earlier = kyc.submissions.filter((submission) => submission !== latest);
  let main;
  switch (kyc.status) {
    case "submitted":
      main = <Waiting submission={latest} />;
      break;
    case "approved":
      main = <Approved submission={latest} />;
      break;
    case "rejected":
      main = (
        <>
          <Rejected submission={latest} />
          <FormSection previous={latest} />
        </>
      );
      break;
    default:
      main = <FormSection previous={null} />;
  }
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 text-sm text-slate-300">
        Status: <KycStatusBadge status={kyc.status} />
      </p>
      {main}
      <KycHistory submissions={earlier} />
    </div>
  );
}

/**
 * /dashboard/kyc — identity verification, needed before a funded account opens: the form, the
 * submission being checked, the verified badge, or the reason of a rejection and the form again.
 */
export function KycPage() {
  const kyc = useKyc();

  let body;
  // A failed background refetch keeps what was shown.
  if (kyc.data) body = <KycView kyc={kyc.data} />;
  else if (kyc.isError)
    body = (
      <ErrorState
        title="Your verification could not be loaded"
        message={errorMessage(kyc.error)}
        onRetry={() => void kyc.refetch()}
      />
    );
  else body = <LoadingState label="Loading your verification…" />;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="KYC"
        description="Identity verification, required before a funded account opens and before any payout."
      />
      {body}
    </>
  );
}
