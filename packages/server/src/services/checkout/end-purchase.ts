import { eq } from "drizzle-orm";
import { purchases } from "../../db/schema";
import { merchOrderEnded } from "../merch/merch-order-payment";
import type { ServiceContext } from "../service-context";
import { endedUnpaid } from "./purchase-holds";
import type { PurchaseRow } from "./purchase-views";

/**
 * Ends a pending purchase unpaid, as "cancelled" (by the trader) or "expired" (30 minutes
 * unpaid): first the provider closes its payment page, so nothing can be paid after the
 * purchase ended; then the purchase ends and gives back its coupon use or merch stock. Answers
 * "paid" when the page had been paid first (the payment's event completes the purchase), else
 * the purchase as it is now. An expiry the provider reported meanwhile (closing the page emits
 * one) takes the status and reason asked for.
 */
export async function endPurchase(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  end: { status: "cancelled" | "expired"; reason: string },
): Promise<PurchaseRow | "paid"> {
  // A page of a provider that is no longer configured cannot be reached (nor paid through us).
  if (purchase.providerRef && purchase.provider === ctx.payments.id) {
    if ((await ctx.payments.cancelCheckout(purchase.providerRef)) === "paid") return "paid";
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchase.id))
      .for("update");
    const change = { status: end.status, statusReason: end.reason, endedAt: ctx.clock.now() };
    if (row!.status === "pending") {
      const [ended] = await tx
        .update(purchases)
        .set(change)
        .where(eq(purchases.id, purchase.id))
        .returning();
      await endedUnpaid(tx, ended!);
      return ended!;
    }
    if (row!.status === "expired") {
      // Closing the page reported its expiry first (its event may land before this line): what
      // it held is already back, and the purchase ends for the reason asked, not the page's.
      const [ended] = await tx
        .update(purchases)
        .set({ status: end.status, statusReason: end.reason })
        .where(eq(purchases.id, purchase.id))
        .returning();
      if (end.status === "cancelled" && ended!.product === "merch") {
        await merchOrderEnded(tx, ended!.id, end.status);
      }
      return ended!;
    }
    return row!;
  });
}
