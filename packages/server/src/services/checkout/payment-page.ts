import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { getPlan } from "@proparena/domain/plans";
import { and, eq, isNull, or } from "drizzle-orm";
import { merchOrders, purchases } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { itemLine } from "../merch/merch-order-views";
import type { ServiceContext } from "../service-context";
import { sizeLabel } from "./price-checkout";
import { endedUnpaid } from "./purchase-holds";
import { purchaseExpiresAt } from "./purchase-lifetime";
import type { PurchaseRow } from "./purchase-views";

/** What the provider's page says, and where it sends the browser back: per product. */
async function pageFor(ctx: ServiceContext, purchase: PurchaseRow) {
  const origin = ctx.settings.publicOrigin;
  if (purchase.product === "merch") {
    const [order] = await ctx.db.select().from(merchOrders).where(eq(merchOrders.id, purchase.id));
    const back = `${origin}/dashboard/merch?order=${purchase.id}`;
    return {
      description: order ? `${itemLine(order)} (merch order)` : "Merch order",
      successUrl: back,
      // The trader left the page without paying: the merch page offers to pay or cancel.
      cancelUrl: `${back}&left=1`,
    };
  }
  const plan = getPlan(purchase.planId ?? "");
  return {
    description: `${plan ? sizeLabel(plan) : purchase.planId} challenge (phase I account)`,
    successUrl: `${origin}/checkout/success?purchase=${purchase.id}`,
    cancelUrl: `${origin}/checkout/cancelled?purchase=${purchase.id}`,
  };
}

/**
 * Opens the provider's payment page for a pending purchase and stores it on the purchase
 * (challenges and merch orders alike). The provider answers the page it already has for the
 * purchase when asked again, so a purchase left without one (a crash between the two writes)
 * gets it here on a retry. When the provider cannot be reached the answer is a 503; with
 * `failPurchase` (a new purchase) the purchase fails and gives back what it held, otherwise it
 * stays pending for another try.
 */
export async function openPayment(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  options: { failPurchase: boolean },
): Promise<PurchaseRow> {
  const page = await pageFor(ctx, purchase);
  let session;
  try {
    session = await ctx.payments.createCheckout({
      purchaseId: purchase.id,
      description: page.description,
      amountCents: purchase.amountCents,
      currency: "usd",
      customerEmail: purchase.email,
      successUrl: page.successUrl,
      cancelUrl: page.cancelUrl,
      expiresAt: purchaseExpiresAt(purchase),
    });
  } catch {
    if (options.failPurchase) {
      await ctx.db.transaction(async (tx) => {
        const [failed] = await tx
          .update(purchases)
          .set({
            status: "failed",
            statusReason: "The payment provider could not be reached.",
            endedAt: ctx.clock.now(),
          })
          .where(and(eq(purchases.id, purchase.id), eq(purchases.status, "pending")))
          .returning();
        if (failed) await endedUnpaid(tx, failed);
      });
    }
    throw new HttpError(
      ERROR_CODES.unavailable,
      "The payment provider could not be reached; nothing was charged. Try again in a minute.",
    );
  }
  const [row] = await ctx.db
    .update(purchases)
    .set({ providerRef: session.reference, paymentUrl: session.url })
    .where(
      and(
        eq(purchases.id, purchase.id),
        eq(purchases.status, "pending"),
        or(isNull(purchases.providerRef), eq(purchases.providerRef, session.reference)),
      ),
    )
    .returning();
  if (row) return row;
  // Another request opened its page first, or the purchase ended meanwhile: that stands.
  const [now] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchase.id));
  return now!;
}
