import type { KycReviewStatus } from "../../api/get-admin-kyc-queue";
import { ReviewBadge, type ReviewBadgeTone } from "../review-badge";

export const KYC_REVIEW_LABELS: Record<KycReviewStatus, string> = {
  submitted: "Waiting",
  approved: "Approved",
  rejected: "Rejected",
};
const TONE: Record<KycReviewStatus, ReviewBadgeTone> = {
  submitted: "waiting",
  approved: "good",
  rejected: "bad",
};

export function KycReviewBadge({ status }: { status: KycReviewStatus }) {
  return <ReviewBadge label={KYC_REVIEW_LABELS[status]} tone={TONE[status]} status={status} />;
}
