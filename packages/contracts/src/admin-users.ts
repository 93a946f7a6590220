import { z } from "zod";
import { adminAccountRowSchema, adminAuditRowSchema, adminPurchaseRowSchema } from "./admin-lists";
import { KYC_STATUSES } from "./kyc";

/**
 * An admin's view of one user (spec §2 /admin/user/{id}) and what an admin may do to them.
 * Every action needs a reason and is written to the audit log with the admin's address.
 */
export const adminUserDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  publicName: z.string(),
  isAdmin: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  twoFactor: z.boolean(),
  country: z.string(),
  region: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  agreementSigned: z.boolean(),
  /** What the business owes them (payouts credited, less paid). */
  owedCents: z.number().int(),
  accounts: z.array(adminAccountRowSchema),
  purchases: z.array(adminPurchaseRowSchema),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  /** Admin actions on this user or their records, newest first (up to 50). */
  audit: z.array(adminAuditRowSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserDetailSchema });

export const ADMIN_USER_ACTIONS = [
  "suspend",
  "unsuspend",
  "reset-2fa",
  "resend-verification",
  "make-admin",
] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

/** POST /api/admin/users/:id/<action> */
export const adminUserActionBodySchema = z.object({
  reason: z
    .string({ error: "Give a reason (it is kept in the audit log)" })
    .trim()
    .min(3, "Give a reason (it is kept in the audit log)")
    .max(500),
  /** For make-admin: the user's e-mail typed again, as confirmation. */
  confirm: z.string().max(320).optional(),
});
export type AdminUserActionBody = z.infer<typeof adminUserActionBodySchema>;

/**
 * POST /api/admin/accounts/:id/<action>: operator acts on a trading account, made through the
 * trading desk and, except closing positions, recorded with the account's decisions (the
 * trader sees them with the reason). 409 for an act that does not apply to the account as it
 * is, or that would leave it outside its limits.
 */
export const ADMIN_ACCOUNT_ACTIONS = [
  "close-positions",
  "fail",
  "reinstate",
  "adjust-balance",
  "pass-phase",
  /**
   * Closes the pending outage review of a breach: the breach stands (409 when none is pending).
   * Reinstating the account closes it as `reinstated` instead.
   */
  "uphold-review",
] as const;
export type AdminAccountAction = (typeof ADMIN_ACCOUNT_ACTIONS)[number];
export const adminAccountActionBodySchema = adminUserActionBodySchema.pick({ reason: true });

/** The largest balance adjustment, either way: $10,000,000. */
export const MAX_BALANCE_ADJUSTMENT_CENTS = 1_000_000_000;

/** POST /api/admin/accounts/:id/adjust-balance: cents added (negative: taken off). */
export const adminBalanceAdjustmentBodySchema = adminAccountActionBodySchema.extend({
  amountCents: z
    .number({ error: "Give the amount in cents" })
    .int("Give the amount in whole cents")
    .min(-MAX_BALANCE_ADJUSTMENT_CENTS, "At most $10,000,000 at a time")
    .max(MAX_BALANCE_ADJUSTMENT_CENTS, "At most $10,000,000 at a time")
    .refine((cents) => cents !== 0, "The amount cannot be zero"),
});
export type AdminBalanceAdjustmentBody = z.infer<typeof adminBalanceAdjustmentBodySchema>;
export const adminAccountActionResponseSchema = z.object({
  message: z.string(),
  account: adminAccountRowSchema,
});
export type AdminAccountActionResponse = z.infer<typeof adminAccountActionResponseSchema>;

/**
 * GET /api/admin/records/{orders|positions|tradehistory}/:id: one trading record with the
 * market around it (one-minute candles from 30 minutes before to 30 after its times).
 */
export const ADMIN_RECORD_KINDS = ["orders", "positions", "tradehistory"] as const;
export const adminRecordResponseSchema = z.object({
  kind: z.enum(ADMIN_RECORD_KINDS),
  record: z.record(z.string(), z.unknown()),
  accountId: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  symbol: z.string(),
  /** The times the record marks (opened, filled, closed...). */
  events: z.array(z.object({ label: z.string(), time: z.string(), price: z.number().nullable() })),
  candles: z.array(
    z.object({
      time: z.string(),
      open: z.number(),
      high: z.number(),
      low: z.number(),
      close: z.number(),
    }),
  ),
});
export type AdminRecord = z.infer<typeof adminRecordResponseSchema>;
