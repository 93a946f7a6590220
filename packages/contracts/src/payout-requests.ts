import { z } from "zod";

export const PAYOUT_REQUEST_STATUSES = ["pending", "approved", "paid", "rejected"] as const;
export const PAYOUT_METHOD_IDS = ["bank_transfer", "usdc", "paypal"] as const;

export const payoutRequestSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYOUT_METHOD_IDS),
  destination: z.string(),
  status: z.enum(PAYOUT_REQUEST_STATUSES),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/** POST /api/payout-requests */
export const createPayoutRequestBodySchema = z.object({
  amountCents: z.number().int().positive(),
  method: z.enum(PAYOUT_METHOD_IDS),
  /** IBAN, wallet address or e-mail, as the method needs. */
  destination: z.string().trim().min(4).max(200),
});

/** GET /api/payout-requests: what the trader is owed and their requests, newest first. */
export const myPayoutRequestsResponseSchema = z.object({
  owedCents: z.number().int(),
  /** Owed less the requests still open: what a new request may ask for. */
  availableCents: z.number().int(),
  requests: z.array(payoutRequestSchema),
});
export type MyPayoutRequests = z.infer<typeof myPayoutRequestsResponseSchema>;

export const adminPayoutRequestSchema = payoutRequestSchema.extend({
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
});
/** A trader's request as admins see it. */
export type AdminPayoutRequest = z.infer<typeof adminPayoutRequestSchema>;
export const adminPayoutRequestsQuerySchema = z.object({
  status: z.enum(PAYOUT_REQUEST_STATUSES).optional(),
});
export const adminPayoutRequestsResponseSchema = z.object({
  requests: z.array(adminPayoutRequestSchema),
});

/** POST /api/admin/payout-requests/:id/{approve|reject|mark-paid} */
export const decidePayoutRequestBodySchema = z.object({
  /** The status the admin saw: if someone else acted first, the answer is 409. */
  expectedStatus: z.enum(PAYOUT_REQUEST_STATUSES),
  reason: z.string().trim().min(3).max(500).optional(),
});
export const payoutRequestResponseSchema = z.object({ request: payoutRequestSchema });
