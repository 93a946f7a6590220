import type { PaymentRedirect, PurchaseState } from "@proparena/contracts/checkout";
import { and, eq } from "drizzle-orm";
import { purchases } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { endPurchase } from "./end-purchase";
import { openPayment } from "./payment-page";
import { purchaseExpiresAt } from "./purchase-lifetime";
import type { PurchaseRow } from "./purchase-views";

/** One of the trader's purchases (a challenge or a merch order); another's is 404. */
async function ownPurchase(ctx: ServiceContext, user: UserRow, id: string) {
  const [row] = isUuid(id)
    ? await ctx.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.id, id), eq(purchases.userId, user.id)))
    : [];
  if (!row) throw notFound("Purchase not found");
  return row;
}

const stateOf = (row: PurchaseRow): PurchaseState => ({
  id: row.id,
  status: row.status as PurchaseState["status"],
  statusReason: row.statusReason,
});

function notPending(row: PurchaseRow): never {
  if (row.status === "paid") throw conflict("This purchase is already paid.");
  throw conflict(`This purchase has ended (${row.status}); start a new one.`);
}

/**
 * Where to pay a pending purchase again (after a declined card, a page left, or a crash): its
 * payment page, opened now if it never got one. Past its 30 minutes it can no longer be paid.
 */
export async function payMyPurchase(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
): Promise<PaymentRedirect> {
  const row = await ownPurchase(ctx, user, id);
  if (row.status !== "pending") notPending(row);
  if (purchaseExpiresAt(row) <= ctx.clock.now()) {
    throw conflict("This purchase expired before it was paid; start a new one.");
  }
  const opened = row.paymentUrl ? row : await openPayment(ctx, row, { failPurchase: false });
  if (!opened.paymentUrl) notPending(opened);
  return { redirectUrl: opened.paymentUrl };
}

/**
 * The trader gives up a pending purchase: its payment page closes and its coupon use (or merch
 * stock) is released at once. Cancelling again answers the same; a purchase that was paid
 * (even a moment ago, on the provider's page) or ended otherwise is a 409.
 */
export async function cancelMyPurchase(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
): Promise<PurchaseState> {
  const row = await ownPurchase(ctx, user, id);
  if (row.status === "cancelled") return stateOf(row);
  if (row.status !== "pending") notPending(row);
  const ended = await endPurchase(ctx, row, {
    status: "cancelled",
    reason: "Cancelled by you before paying.",
  });
  if (ended === "paid") {
    throw conflict("This purchase was paid a moment ago, so it cannot be cancelled.");
  }
  if (ended.status !== "cancelled") notPending(ended);
  return stateOf(ended);
}
