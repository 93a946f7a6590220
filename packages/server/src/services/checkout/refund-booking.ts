import { isRejectionCode } from "@proparena/contracts/rejection-codes";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { reversalLines } from "@proparena/domain/ledger/ledger";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { purchases } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { merchRefundedEmail } from "../../mail/merch-templates";
import { refundEmail } from "../../mail/templates";
import { bookEntries, linesOf } from "../ledger/book-entries";
import { merchOrderRefunded } from "../merch/merch-order-payment";
import { mailAboutOrder } from "../merch/merch-order-views";
import type { ServiceContext } from "../service-context";
import { challengeMail } from "./challenge-mail";
import { bookingOf } from "./purchase-booking";
import type { PurchaseRow } from "./purchase-views";

// What both refunds share (an admin's and a provider's): the account closed, the ledger reversed,
// the buyer told.

/** Closes the account a purchase opened; one that already ended (or is gone) stays as it is. */
async function closeBoughtAccount(ctx: ServiceContext, purchase: PurchaseRow, reason: string) {
  if (!purchase.accountId) return;
  try {
    await ctx.desk.closeAccount(purchase.accountId, `Refunded: ${reason}`);
  } catch (error) {
    // Gone, or refused by the engine (already ended, no quote to close at): left as it is.
    if (
      error instanceof HttpError &&
      (error.code === ERROR_CODES.notFound || isRejectionCode(error.code))
    )
      return;
    throw error;
  }
}

/** The buyer's e-mail about the refund: of a challenge, or of a merch order. */
async function tellBuyer(ctx: ServiceContext, refunded: PurchaseRow, reason: string) {
  if (refunded.product === "merch") {
    await mailAboutOrder(ctx, refunded, (mail) => merchRefundedEmail({ ...mail, reason }));
    return;
  }
  await ctx.mailer.send(refundEmail({ ...challengeMail(ctx, refunded), reason }));
}

/**
 * Marks a paid purchase refunded and reverses exactly what it booked, in one transaction, after
 * closing the account it opened (the desk's own write, first: a crash in between leaves a
 * closed account on a paid purchase, and the retry completes the refund). A merch order is
 * refunded with it (and restocked if it never shipped). Returns null when the purchase was no
 * longer paid (someone else refunded it first).
 */
export async function bookRefund(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  reason: string,
  extra: (tx: Tx) => Promise<void>,
): Promise<PurchaseRow | null> {
  await closeBoughtAccount(ctx, purchase, reason);
  const now = ctx.clock.now();
  let refunded: PurchaseRow | null;
  try {
    refunded = await ctx.db.transaction(async (tx) => {
      await extra(tx);
      const [row] = await tx
        .update(purchases)
        .set({ status: "refunded", statusReason: reason, endedAt: now })
        .where(and(eq(purchases.id, purchase.id), eq(purchases.status, "paid")))
        .returning();
      // Refunded meanwhile by someone else: undo this transaction's other writes too.
      if (!row) throw new NoLongerPaid();
      if (row.product === "merch") await merchOrderRefunded(tx, row.id);
      const booking = bookingOf(row);
      const booked = await linesOf(tx, booking.ref);
      await bookEntries(tx, reversalLines(booked), booking.refundRef, now);
      return row;
    });
  } catch (error) {
    if (error instanceof NoLongerPaid) return null;
    throw error;
  }
  if (refunded) await tellBuyer(ctx, refunded, reason);
  return refunded;
}

class NoLongerPaid extends Error {}
