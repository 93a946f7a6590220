import { Badge, type BadgeTone } from "../../../../components/badge";
import type { KycReviewStatus } from "../../requests/get-admin-kyc-queue";

export const KYC_REVIEW_LABELS: Record<KycReviewStatus, string> = {
  submitted: "Waiting",
  approved: "Approved",
  rejected: "Rejected",
};
const TONE: Record<KycReviewStatus, BadgeTone> = {
  submitted: "warning",
  approved: "good",
  rejected: "bad",
};

export function KycReviewBadge({ status }: { status: KycReviewStatus }) {
  return (
    <Badge tone={TONE[status]} status={status}>
      {KYC_REVIEW_LABELS[status]}
    </Badge>
  );
}
