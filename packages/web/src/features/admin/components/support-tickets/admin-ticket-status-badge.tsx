import type { TicketStatus } from "@proparena/contracts/support";
import { ReviewBadge, type ReviewBadgeTone } from "../review-badge";

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: "Open",
  answered: "Answered",
  closed: "Closed",
};
const TONE: Record<TicketStatus, ReviewBadgeTone> = {
  open: "waiting",
  answered: "good",
  closed: "neutral",
};

/** A ticket's status for support: "Open" waits for us. */
export function AdminTicketStatusBadge({ status }: { status: TicketStatus }) {
  return <ReviewBadge label={TICKET_STATUS_LABELS[status]} tone={TONE[status]} status={status} />;
}
