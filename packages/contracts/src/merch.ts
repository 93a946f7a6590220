import { z } from "zod";
import { personText } from "./person-text";

/**
 * The merch catalogue (spec §2 /dashboard/merch), managed by admins. Ordering is not open yet;
 * the catalogue is real data.
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
export const updateMerchItemBodySchema = z.object({
  name: merchName.optional(),
  description: z.string().trim().max(1000).optional(),
  imageFileId: z.uuid().nullable().optional(),
  priceCents: z.number().int().positive().max(10_000_000).nullable().optional(),
  pricePoints: z.number().int().positive().max(10_000_000).nullable().optional(),
  stock: z.number().int().min(0).max(1_000_000).optional(),
  active: z.boolean().optional(),
});
