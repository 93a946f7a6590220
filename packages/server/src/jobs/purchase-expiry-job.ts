import { and, asc, eq, lt } from "drizzle-orm";
import { purchases } from "../db/schema";
import { endPurchase } from "../services/checkout/end-purchase";
import { PURCHASE_LIFETIME_MS } from "../services/checkout/purchase-lifetime";
import type { JobDefinition } from "./job-runner";
import { everyMinutes } from "./periods";

/** At most this many purchases are expired per run; the rest wait for the next one. */
const BATCH = 500;

/**
 * Every 5 minutes: purchases (challenges and merch orders) left unpaid for 30 minutes expire.
 * Each one's payment page is closed first, so nothing is paid after it expired, then it gives
 * back its coupon use or merch stock. One paid at the last moment is left for its payment
 * event; one whose provider cannot be reached is tried again next run.
 */
export const purchaseExpiryJob: JobDefinition = {
  name: "purchase-expiry",
  description:
    "Expires purchases and merch orders left unpaid for 30 minutes and gives back their coupon uses and stock.",
  ...everyMinutes(5),
  async run(ctx, _period, finish) {
    const cutoff = new Date(ctx.clock.now().getTime() - PURCHASE_LIFETIME_MS);
    const stale = await ctx.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.status, "pending"), lt(purchases.createdAt, cutoff)))
      .orderBy(asc(purchases.createdAt))
      .limit(BATCH);
    let expired = 0;
    let paid = 0;
    let unreachable = 0;
    for (const purchase of stale) {
      try {
        const ended = await endPurchase(ctx, purchase, {
          status: "expired",
          reason: "The payment was not completed within 30 minutes.",
        });
        if (ended === "paid") paid++;
        else if (ended.status === "expired") expired++;
      } catch {
        unreachable++;
      }
    }
    await ctx.db.transaction((tx) => finish(tx, { expired, paid, unreachable }));
  },
};
