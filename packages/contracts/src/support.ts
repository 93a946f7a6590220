import { z } from "zod";
import { personText } from "./person-text";
import { storedFileSchema } from "./uploads";

/**
 * Support tickets (spec §2 /dashboard/support, DESIGN §9): open -> answered (support replied)
 * -> open (the trader replied) ...; either side may close; a trader's reply reopens a closed
 * ticket.
 */
export const TICKET_STATUSES = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORIES = [
  "account",
  "billing",
  "trading",
  "payouts",
  "kyc",
  "technical",
  "other",
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  account: "My account",
  billing: "Billing and refunds",
  trading: "Trading and rules",
  payouts: "Payouts",
  kyc: "Identity verification",
  technical: "Technical problem",
  other: "Something else",
};

const messageText = z
  .string({ error: "Write a message" })
  .trim()
  .min(1, "Write a message")
  .max(5000, "A message is at most 5,000 characters");

export const ticketMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it: the trader, or our support team. */
  author: z.enum(["trader", "support"]),
  /** The trader's name, or "PropArena support". */
  authorName: z.string(),
  body: z.string(),
  attachment: storedFileSchema.nullable(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  /** Short public reference, e.g. "T-1042". */
  reference: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  messageCount: z.number().int(),
  createdAt: z.string(),
  /** The newest message's time. */
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /api/support/tickets: the trader's tickets, newest activity first. */
export const ticketsResponseSchema = z.object({ tickets: z.array(ticketSummarySchema) });
/** GET /api/support/tickets/:id and every change to one. */
export const ticketResponseSchema = z.object({ ticket: ticketSchema });

/** POST /api/support/tickets */
export const createTicketBodySchema = z.object({
  subject: personText({
    label: "Subject",
    min: 3,
    max: 120,
    messages: {
      required: "Give the ticket a subject",
      tooShort: "Give the ticket a subject (3 characters or more)",
      tooLong: "A subject is at most 120 characters",
    },
  }),
  category: z.enum(TICKET_CATEGORIES, { error: "Choose a category" }),
  message: messageText,
  /** An uploaded file (purpose "ticket"). */
  attachmentFileId: z.uuid().optional(),
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

/** POST /api/support/tickets/:id/replies (and the admin twin) */
export const replyTicketBodySchema = z.object({
  message: messageText,
  attachmentFileId: z.uuid().optional(),
});
export type ReplyTicketBody = z.infer<typeof replyTicketBodySchema>;

export const adminTicketSummarySchema = ticketSummarySchema.extend({
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
});
/** GET /api/admin/support/tickets?status=&cursor=&limit= */
export const adminTicketsQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminTicketsResponseSchema = z.object({
  tickets: z.array(adminTicketSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;
export type AdminTicketsPage = z.infer<typeof adminTicketsResponseSchema>;
export const adminTicketResponseSchema = z.object({
  ticket: ticketSchema.extend({ userId: z.string(), userEmail: z.string(), userName: z.string() }),
});
/** A ticket with its thread and whose it is. */
export type AdminTicket = z.infer<typeof adminTicketResponseSchema>["ticket"];
