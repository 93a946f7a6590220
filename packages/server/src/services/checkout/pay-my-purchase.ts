import type { PaymentRedirect } from "@proparena/contracts/checkout";
import { conflict } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { openPayment } from "./payment-page";
import { purchaseExpiresAt } from "./purchase-lifetime";
import { notPending, ownPurchase } from "./own-purchase";

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
