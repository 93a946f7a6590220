import {
  ticketMessageSchema,
  ticketSchema,
  type Ticket,
  type TicketMessage,
} from "@proparena/contracts/support";

/**
 * Support ticket builders for the trader's and the admins' tests (contracts/support.ts), parsed
 * with the contract's schemas so they cannot drift from the wire format.
 */

const DAY = 24 * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The name support's replies go out under. */
export const SUPPORT_NAME = "PropArena support";

/** A message from Tess, the trader. */
export function sampleTicketMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return ticketMessageSchema.parse({
    id: "msg_1",
    author: "trader",
    authorName: "Tess Trader",
    body: "Hello, I have a question.",
    attachment: null,
    createdAt: iso(Date.now() - 3 * DAY),
    ...overrides,
  });
}

/** A ticket; its message count and last activity follow its messages unless given. */
export function sampleTicket(overrides: Partial<Ticket> = {}): Ticket {
  const messages = overrides.messages ?? [sampleTicketMessage()];
  const first = messages[0]?.createdAt ?? iso(Date.now() - 3 * DAY);
  return ticketSchema.parse({
    id: "tkt_1",
    reference: "T-1001",
    subject: "Question about my account",
    category: "account",
    status: "open",
    createdAt: first,
    updatedAt: messages.at(-1)?.createdAt ?? first,
    messageCount: messages.length,
    ...overrides,
    messages,
  });
}
