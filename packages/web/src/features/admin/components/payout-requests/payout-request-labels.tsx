import type { PayoutRequest } from "@proparena/contracts/payout-requests";
import type { PayoutRequestStatus } from "../../api/get-admin-payout-requests";
import { ReviewBadge, type ReviewBadgeTone } from "../review-badge";

export const PAYOUT_METHOD_LABELS: Record<PayoutRequest["method"], string> = {
  bank_transfer: "Bank transfer",
  usdc: "USDC",
  paypal: "PayPal",
};

export const PAYOUT_STATUS_LABELS: Record<PayoutRequestStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  paid: "Paid",
  rejected: "Rejected",
};

const TONE: Record<PayoutRequestStatus, ReviewBadgeTone> = {
  pending: "waiting",
  approved: "info",
  paid: "good",
  rejected: "bad",
};

export function PayoutStatusBadge({ status }: { status: PayoutRequestStatus }) {
  return <ReviewBadge label={PAYOUT_STATUS_LABELS[status]} tone={TONE[status]} status={status} />;
}
