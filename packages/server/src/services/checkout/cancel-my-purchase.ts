import type { PurchaseState } from "@proparena/contracts/checkout";
import { conflict } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { endPurchase } from "./end-purchase";
import type { PurchaseRow } from "./purchase-views";
import { notPending, ownPurchase } from "./own-purchase";

const stateOf = (row: PurchaseRow): PurchaseState => ({
  id: row.id,
  status: row.status as PurchaseState["status"],
  statusReason: row.statusReason,
});

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
