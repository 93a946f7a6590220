import type { TicketStatus } from "@proparena/contracts/support";
import { Badge, type BadgeTone } from "../badge";
import type { TicketViewer } from "./ticket-messages";

const LABELS: Record<TicketStatus, string> = {
  open: "Open",
  answered: "Answered",
  closed: "Closed",
};

const TONES: Record<TicketViewer, Record<TicketStatus, BadgeTone>> = {
  trader: { open: "info", answered: "good", closed: "neutral" },
  // An open ticket waits for support.
  support: { open: "warning", answered: "good", closed: "neutral" },
};

/** A ticket's status as a coloured badge with words, coloured for who reads it. */
export function TicketStatusBadge({
  status,
  viewer,
}: {
  status: TicketStatus;
  viewer: TicketViewer;
}) {
  return (
    <Badge tone={TONES[viewer][status]} status={status}>
      {LABELS[status]}
    </Badge>
  );
}
