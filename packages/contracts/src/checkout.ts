import { z } from "zod";
import { calendarDateSchema, dateTimeSchema } from "./wire-dates";
import { pageQuerySchema, pageOf } from "./trading";

/**
 * Buying a challenge: checkout, purchases, receipts, coupons and refunds. Money is integer
 * cents (USD); times are ISO strings.
 */

export const PURCHASE_STATUSES = [
  "pending",
  "paid",
  "refunded",
  "failed",
  "expired",
  "cancelled",
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * How long an unpaid purchase holds its coupon use (or merch stock) and its payment page:
 * after this it expires, or the trader cancels it sooner.
 */
export const PURCHASE_LIFETIME_MINUTES = 30;

/** Who takes the money: the embedded test processor, Stripe, or nobody (a 100% coupon). */
export const PAYMENT_PROVIDERS = ["test", "stripe", "free"] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** A coupon code as people type it: letters, digits, '-' and '_' (case-insensitive). */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(2, "A coupon code has at least 2 characters.")
  .max(40, "A coupon code has at most 40 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "A coupon code uses letters, digits, '-' and '_' only.")
  .transform((code) => code.toUpperCase());

/** POST /api/checkout/quote: the price of a plan with an optional coupon, nothing created. */
export const checkoutQuoteBodySchema = z.object({
  /** A plan id ("200K") or its full size string ("$200,000"). */
  plan: z.string().min(1).max(40),
  coupon: couponCodeSchema.optional(),
});
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBodySchema>;

/** The plan and its price as quoted; a purchase keeps them as they were when bought. */
const pricedPlan = {
  planId: z.string(),
  planLabel: z.string(),
  sizeLabel: z.string(),
  listPriceCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  currency: z.literal("usd"),
};

export const checkoutQuoteSchema = z.object({
  ...pricedPlan,
  /** The applied coupon, or null. */
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** POST /api/checkout */
export const checkoutBodySchema = checkoutQuoteBodySchema.extend({
  /** The trader ticked "I agree to the terms". */
  acceptTerms: z.literal(true, { error: "Please accept the terms to continue." }),
  /**
   * Idempotency key of this checkout attempt (1-64 of [A-Za-z0-9_-]): sending it again answers
   * with the purchase it created the first time instead of creating another.
   */
  clientKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const purchaseSchema = z.object({
  id: z.string(),
  /** Short human reference printed on the receipt, e.g. "PA-7K3Q9X2M". */
  receiptNumber: z.string(),
  ...pricedPlan,
  couponCode: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PURCHASE_STATUSES),
  /**
   * Why a purchase failed, expired, was cancelled or refunded; while pending, why the last card
   * was declined (the payment page stays open for another one).
   */
  statusReason: z.string().nullable(),
  /** The phase I account the purchase opened, once paid. */
  accountId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** When a pending purchase expires unless paid; null once it is no longer pending. */
  expiresAt: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** POST /api/checkout answers the purchase and where to send the browser to pay. */
export const checkoutResponseSchema = z.object({
  purchase: purchaseSchema,
  /** The provider's payment page, or our own success page when nothing is to be paid. */
  redirectUrl: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * POST /api/purchases/:id/pay: where to pay a pending purchase (a challenge or a merch order)
 * again: its payment page, opened anew if it never got one.
 */
export const paymentRedirectSchema = z.object({ redirectUrl: z.string() });
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

/** POST /api/purchases/:id/cancel: the purchase (or merch order) after the trader cancelled it. */
export const purchaseStateSchema = z.object({
  id: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  statusReason: z.string().nullable(),
});
export type PurchaseState = z.infer<typeof purchaseStateSchema>;

/** GET /api/purchases (mine, newest first) */
export const purchasesQuerySchema = pageQuerySchema;
export const purchasesResponseSchema = pageOf(purchaseSchema);
export type PurchasesPage = z.infer<typeof purchasesResponseSchema>;

/** GET /api/purchases/:id */
export const purchaseResponseSchema = z.object({ purchase: purchaseSchema });

// ------------------------------------------------------------------ admin

export const adminPurchaseSchema = purchaseSchema.extend({
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  /** The provider's id of the payment (checkout session), when it has one. */
  providerReference: z.string().nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

const isoDate = z.union([dateTimeSchema(), calendarDateSchema()], {
  error: "Use a date (YYYY-MM-DD) or a date and time (ISO 8601) between 0001-01-01 and 9999-12-31",
});

/** GET /api/admin/purchases */
export const adminPurchasesQuerySchema = pageQuerySchema.extend({
  status: z.enum(PURCHASE_STATUSES).optional(),
  userId: z.uuid().optional(),
  /** Created at or after (ISO date or date-time). */
  from: isoDate.optional(),
  /** Created before (ISO date or date-time). */
  to: isoDate.optional(),
});
export type AdminPurchasesQuery = z.infer<typeof adminPurchasesQuerySchema>;
export const adminPurchasesResponseSchema = pageOf(adminPurchaseSchema);

/** POST /api/admin/purchases/:id/refund */
export const refundBodySchema = z.object({
  reason: z.string().trim().min(3, "Say why (at least 3 characters).").max(500),
});
export const adminPurchaseResponseSchema = z.object({ purchase: adminPurchaseSchema });

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(["percent", "fixed"]),
  /** 1-100 for a percent coupon. */
  percentOff: z.number().int().nullable(),
  /** For a fixed coupon. */
  amountOffCents: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** How many purchases may use it (pending and paid ones count); null: no limit. */
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  /** Plans it applies to; null: every plan. */
  planIds: z.array(z.string()).nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

const couponFields = {
  validFrom: dateTimeSchema().nullable().optional(),
  validUntil: dateTimeSchema().nullable().optional(),
  maxUses: z.number().int().min(1).max(1_000_000).nullable().optional(),
  planIds: z.array(z.string()).min(1).nullable().optional(),
  active: z.boolean().optional(),
};

/** POST /api/admin/coupons */
export const createCouponBodySchema = z.discriminatedUnion("kind", [
  z.object({
    code: couponCodeSchema,
    kind: z.literal("percent"),
    percentOff: z.number().int().min(1).max(100),
    ...couponFields,
  }),
  z.object({
    code: couponCodeSchema,
    kind: z.literal("fixed"),
    amountOffCents: z.number().int().min(1).max(100_000_00),
    ...couponFields,
  }),
]);
export type CreateCouponBody = z.infer<typeof createCouponBodySchema>;

/** PATCH /api/admin/coupons/:id: the window, the limit, the plans, on/off. */
export const updateCouponBodySchema = z.object(couponFields);
export type UpdateCouponBody = z.infer<typeof updateCouponBodySchema>;

export const couponResponseSchema = z.object({ coupon: couponSchema });
export const couponsResponseSchema = z.object({ coupons: z.array(couponSchema) });
