import type { PayoutRequest } from "@proparena/contracts/payout-requests";
import { Badge, type BadgeTone } from "../../../../components/badge";
import type { PayoutRequestStatus } from "../../requests/get-admin-payout-requests";

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

const TONE: Record<PayoutRequestStatus, BadgeTone> = {
  pending: "warning",
  approved: "info",
  paid: "good",
  rejected: "bad",
};

export function PayoutStatusBadge({ status }: { status: PayoutRequestStatus }) {
  return (
    <Badge tone={TONE[status]} status={status}>
      {PAYOUT_STATUS_LABELS[status]}
    </Badge>
  );
}
