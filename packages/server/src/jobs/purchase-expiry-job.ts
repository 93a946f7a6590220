import { and, eq, lt } from "drizzle-orm";
import { purchases } from "../db/schema";
import { releaseCoupon } from "../services/checkout/release-coupon";
import type { JobDefinition } from "./job-runner";
import { everyMinutes } from "./periods";

/** A pending purchase older than this has lost its payment page (Stripe's lasts 24 hours). */
export const PENDING_LIFETIME_MS = 24 * 60 * 60_000;

/** Every 15 minutes: purchases left pending past their page's lifetime expire, coupons return. */
export const purchaseExpiryJob: JobDefinition = {
  name: "purchase-expiry",
  description: "Expires purchases left unpaid for 24 hours and gives their coupon uses back.",
  schedule: "*/15 * * * *",
  duePeriods: everyMinutes(15),
  async run(ctx, _period, finish) {
    const cutoff = new Date(ctx.clock.now().getTime() - PENDING_LIFETIME_MS);
    await ctx.db.transaction(async (tx) => {
      const expired = await tx
        .update(purchases)
        .set({
          status: "expired",
          statusReason: "The payment was not completed within 24 hours.",
          endedAt: ctx.clock.now(),
        })
        .where(and(eq(purchases.status, "pending"), lt(purchases.createdAt, cutoff)))
        .returning();
      for (const purchase of expired) await releaseCoupon(tx, purchase);
      await finish(tx, { expired: expired.length });
    });
  },
};
