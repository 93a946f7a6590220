import type { KycSubmission } from "@proparena/contracts/kyc";
import { formatDay } from "../../../lib/format-trading";
import { MetricsSection } from "../../../components/metrics-section";
import { KycStatusBadge } from "../../../components/kyc-status-badge";
import { EarlierSubmission } from "./earlier-submission";

/** Earlier submissions, newest first: status, dates and the reason of a rejection. */
export function KycHistory({ submissions }: { submissions: readonly KycSubmission[] }) {
  if (submissions.length === 0) return null;
  return (
    <MetricsSection id="kyc-history" title="Earlier submissions">
      <ol aria-label="Earlier submissions" className="space-y-3">
        {submissions.map((submission) => (
          <EarlierSubmission
            key={submission.id}
            submission={submission}
            badge={<KycStatusBadge status={submission.status} />}
            formatDate={formatDay}
            className="p-4"
          />
        ))}
      </ol>
    </MetricsSection>
  );
}
