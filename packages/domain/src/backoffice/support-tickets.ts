/**
 * Support tickets as a state machine (DESIGN §9). A support reply answers a ticket; a trader's
 * reply opens it again (a closed one too); either side may close it.
 */
export type TicketStatus = "open" | "answered" | "closed";
export type TicketAction = "traderReply" | "supportReply" | "close";

const NEXT: Record<TicketStatus, Partial<Record<TicketAction, TicketStatus>>> = {
  open: { traderReply: "open", supportReply: "answered", close: "closed" },
  answered: { traderReply: "open", supportReply: "answered", close: "closed" },
  closed: { traderReply: "open" },
};

export type TicketTransition =
  | { readonly ok: true; readonly status: TicketStatus }
  | { readonly ok: false; readonly reason: string };

export function ticketTransition(from: TicketStatus, action: TicketAction): TicketTransition {
  const to = NEXT[from][action];
  if (to) return { ok: true, status: to };
  return action === "close"
    ? { ok: false, reason: "This ticket is already closed." }
    : { ok: false, reason: "A closed ticket takes no support reply: the trader reopens it." };
}

/** The ticket's public reference. */
export function ticketReference(number: number): string {
  return `T-${number}`;
}
