import type { MerchOrderStatus } from "@proparena/contracts/merch";
import { Badge, type BadgeTone } from "../../../components/badge";

const LOOK: Record<MerchOrderStatus, [string, BadgeTone]> = {
  pending: ["Waiting for payment", "warning"],
  paid: ["Paid, preparing to ship", "info"],
  shipped: ["Shipped", "info"],
  delivered: ["Delivered", "good"],
  cancelled: ["Cancelled", "neutral"],
  expired: ["Expired", "neutral"],
  failed: ["Payment failed", "bad"],
  refunded: ["Refunded", "neutral"],
};

/** An order's status in words (never colour alone). */
export function MerchOrderStatusBadge({ status }: { status: MerchOrderStatus }) {
  const [label, tone] = LOOK[status];
  return (
    <Badge tone={tone} status={status}>
      {label}
    </Badge>
  );
}
