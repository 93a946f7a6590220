import type { PurchaseStatus } from "@proparena/contracts/checkout";
import { Badge, type BadgeTone } from "./badge";

const LOOK: Record<PurchaseStatus, [string, BadgeTone]> = {
  pending: ["Waiting for payment", "warning"],
  paid: ["Paid", "good"],
  refunded: ["Refunded", "info"],
  failed: ["Failed", "bad"],
  expired: ["Expired", "neutral"],
  cancelled: ["Cancelled", "neutral"],
};

/** A purchase's status as a coloured badge with words (never colour alone). */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const [label, tone] = LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}
