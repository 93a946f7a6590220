import { z } from "zod";

/** The five admin delete actions of spec §7, in the order DeleteAll runs them. */
export const ADMIN_DELETE_TARGETS = [
  "positions",
  "orders",
  "trade-histories",
  "accounts",
  "users",
] as const;
export type AdminDeleteTarget = (typeof ADMIN_DELETE_TARGETS)[number];

export const adminDeleteResponseSchema = z.object({
  message: z.string(),
  target: z.enum(ADMIN_DELETE_TARGETS),
  deleted: z.record(z.string(), z.number().int().nonnegative()),
});
export type AdminDeleteResponse = z.infer<typeof adminDeleteResponseSchema>;
