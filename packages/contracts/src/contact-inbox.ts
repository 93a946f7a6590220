import { z } from "zod";

/**
 * The back office's contact inbox: every message sent from /contact (visitors without an account
 * too), with its sender; operators answer by e-mail from here. open -> answered (a reply went
 * out) -> closed; a reply to a closed message reopens nothing: it is sent and the message stays
 * as it was left.
 */
export const CONTACT_STATUSES = ["open", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactReplySchema = z.object({
  id: z.string(),
  /** The operator who answered. */
  authorEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactSummarySchema = z.object({
  id: z.string(),
  /** Short public reference, e.g. "C-1001" (quoted in the answers). */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** The sender's account when they were signed in, or null (a visitor). */
  userId: z.string().nullable(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  /** The last reply or status change. */
  updatedAt: z.string(),
});
export type ContactSummary = z.infer<typeof contactSummarySchema>;

export const contactMessageSchema = contactSummarySchema.extend({
  message: z.string(),
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/contact/messages?status=&cursor=&limit= : newest activity first. */
export const contactInboxQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const contactInboxResponseSchema = z.object({
  messages: z.array(contactSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ContactInboxPage = z.infer<typeof contactInboxResponseSchema>;
/** GET /api/admin/contact/messages/:id and every act on one. */
export const contactMessageResponseSchema = z.object({ message: contactMessageSchema });

/** POST /api/admin/contact/messages/:id/replies : e-mailed to the sender. */
export const contactReplyBodySchema = z.object({
  message: z
    .string({ error: "Write a reply" })
    .trim()
    .min(1, "Write a reply")
    .max(5000, "A reply is at most 5,000 characters"),
});
export type ContactReplyBody = z.infer<typeof contactReplyBodySchema>;
