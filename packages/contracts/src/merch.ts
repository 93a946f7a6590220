import { z } from "zod";
import { personText } from "./person-text";
import { pageOf, pageQuerySchema } from "./trading";

/**
 * The merch catalogue (spec §2 /dashboard/merch), managed by admins, and its orders: paid by
 * card through the same payment provider as challenges, shipped by admins.
 */
export const merchItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** An uploaded image (purpose "merch"), public. */
  imageUrl: z.string().nullable(),
  /** A price in dollars (cents), in points, or both. */
  priceCents: z.number().int().nullable(),
  pricePoints: z.number().int().nullable(),
  stock: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type MerchItem = z.infer<typeof merchItemSchema>;

/** GET /api/merch (active items) and GET /api/admin/merch (all). */
export const merchItemsResponseSchema = z.object({ items: z.array(merchItemSchema) });
export const merchItemResponseSchema = z.object({ item: merchItemSchema });

const merchName = personText({
  label: "Name",
  min: 2,
  max: 80,
  messages: { required: "Name the item", tooShort: "Name the item" },
});

/** POST /api/admin/merch; PATCH /api/admin/merch/:id takes any of the fields. */
export const merchItemBodySchema = z
  .object({
    name: merchName,
    description: z.string().trim().max(1000).default(""),
    imageFileId: z.uuid().nullable().optional(),
    priceCents: z.number().int().positive().max(10_000_000).nullable().default(null),
    pricePoints: z.number().int().positive().max(10_000_000).nullable().default(null),
    stock: z.number().int().min(0).max(1_000_000),
    active: z.boolean().default(true),
  })
  .refine((item) => item.priceCents !== null || item.pricePoints !== null, {
    message: "Give a price in dollars or in points",
    path: ["priceCents"],
  });
/** What the admin's merch form sends (fields with a default may be left out). */
export type MerchItemBody = z.input<typeof merchItemBodySchema>;
export const updateMerchItemBodySchema = z.object({
  name: merchName.optional(),
  description: z.string().trim().max(1000).optional(),
  imageFileId: z.uuid().nullable().optional(),
  priceCents: z.number().int().positive().max(10_000_000).nullable().optional(),
  pricePoints: z.number().int().positive().max(10_000_000).nullable().optional(),
  stock: z.number().int().min(0).max(1_000_000).optional(),
  active: z.boolean().optional(),
});

// ------------------------------------------------------------------ orders

/**
 * An order's status: pending (waiting for payment) -> paid -> shipped -> delivered; pending ->
 * cancelled (by the trader) | expired (30 minutes unpaid) | failed; paid, shipped or delivered
 * -> refunded (by an admin).
 */
export const MERCH_ORDER_STATUSES = [
  "pending",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "expired",
  "failed",
  "refunded",
] as const;
export type MerchOrderStatus = (typeof MERCH_ORDER_STATUSES)[number];

/** At most this many of one item in an order. */
export const MERCH_MAX_QUANTITY = 10;

const line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} has at most ${max} characters`);

/**
 * Where an order goes. `country` is an ISO 3166-1 code of the spec §3 reference data and
 * `region` one of its regions (its name or short code; stored by name); the server checks both.
 */
export const shippingAddressSchema = z.object({
  name: line("recipient's name", 120),
  addressLine1: line("street address", 200),
  addressLine2: z.string().trim().max(200).default(""),
  city: line("city", 120),
  region: z.string().trim().max(120).default(""),
  postalCode: line("postal code", 20),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, "Choose a country"),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** POST /api/merch/orders */
export const merchOrderBodySchema = z.object({
  itemId: z.uuid(),
  quantity: z.number().int().min(1).max(MERCH_MAX_QUANTITY).default(1),
  shipping: shippingAddressSchema,
  /** Idempotency key of this attempt: the same key answers with the order it created. */
  clientKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
/** What the web sends (quantity, line 2 and region may be left out). */
export type MerchOrderBody = z.input<typeof merchOrderBodySchema>;
/** What the server works with, after parsing. */
export type MerchOrderRequest = z.infer<typeof merchOrderBodySchema>;

export const merchOrderSchema = z.object({
  /** The order's id, which is also its payment's (purchase) id. */
  id: z.string(),
  receiptNumber: z.string(),
  itemId: z.string().nullable(),
  itemName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  currency: z.literal("usd"),
  status: z.enum(MERCH_ORDER_STATUSES),
  /** Why it ended unpaid or was refunded; while pending, why the last card was declined. */
  statusReason: z.string().nullable(),
  shipping: z.object({
    name: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    postalCode: z.string(),
    country: z.string(),
  }),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** When a pending order expires unless paid; null once it is no longer pending. */
  expiresAt: z.string().nullable(),
});
export type MerchOrder = z.infer<typeof merchOrderSchema>;

/** POST /api/merch/orders answers the order and where to pay it. */
export const merchOrderCreatedSchema = z.object({
  order: merchOrderSchema,
  redirectUrl: z.string(),
});
export type MerchOrderCreated = z.infer<typeof merchOrderCreatedSchema>;

/** GET /api/merch/orders (mine, newest first), GET /api/merch/orders/:id */
export const merchOrdersQuerySchema = pageQuerySchema;
export const merchOrdersResponseSchema = pageOf(merchOrderSchema);
export type MerchOrdersPage = z.infer<typeof merchOrdersResponseSchema>;
export const merchOrderResponseSchema = z.object({ order: merchOrderSchema });

/** POST /api/admin/merch/orders/:id/status: shipped (with its tracking) or delivered. */
export const merchOrderStatusBodySchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("shipped"),
    carrier: z.string().trim().min(2, "Name the carrier").max(60),
    trackingNumber: z
      .string()
      .trim()
      .min(4, "Enter the tracking number")
      .max(64)
      .regex(/^[A-Za-z0-9 -]+$/, "A tracking number uses letters, digits, spaces and '-'"),
  }),
  z.object({ status: z.literal("delivered") }),
]);
export type MerchOrderStatusBody = z.infer<typeof merchOrderStatusBodySchema>;
