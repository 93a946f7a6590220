import { reversalLines } from "@proparena/domain/ledger";
import { formatUsd } from "@proparena/domain/money";
import { getPlan } from "@proparena/domain/plans";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { isRejectionCode } from "@proparena/contracts/rejection-codes";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { auditLog, paymentEvents, purchases } from "../../db/schema";
import { conflict, HttpError, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { merchRefundedEmail } from "../../mail/merch-templates";
import { refundEmail } from "../../mail/templates";
import type { PaymentEvent } from "../../payments/payment-provider";
import type { UserRow } from "../auth/public-user";
import { bookEntries, linesOf } from "../ledger/book-entries";
import { merchOrderRefunded } from "../merch/merch-order-payment";
import { mailAboutOrder } from "../merch/merch-order-views";
import type { ServiceContext } from "../service-context";
import type { EventOutcome } from "./apply-payment-event";
import { eventMismatch } from "./check-payment-event";
import { sizeLabel } from "./price-checkout";
import { bookingOf } from "./purchase-booking";
import type { PurchaseRow } from "./purchase-views";
import { recordPaymentEvent } from "./record-payment-event";

type RefundEvent = Extract<PaymentEvent, { kind: "refunded" }>;

/** An admin's refund that started this long ago and never finished (a crash) may be redone. */
export const REFUND_CLAIM_MS = 10 * 60_000;

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
  const plan = getPlan(refunded.planId ?? "");
  await ctx.mailer.send(
    refundEmail({
      to: refunded.email,
      productName: ctx.settings.productName,
      receiptNumber: refunded.receiptNumber,
      sizeLabel: plan ? sizeLabel(plan) : (refunded.planId ?? ""),
      amount: formatUsd(refunded.amountCents),
      reason,
    }),
  );
}

/**
 * Marks a paid purchase refunded and reverses exactly what it booked, in one transaction, after
 * closing the account it opened (the desk's own write, first: a crash in between leaves a
 * closed account on a paid purchase, and the retry completes the refund). A merch order is
 * refunded with it (and restocked if it never shipped). Returns null when the purchase was no
 * longer paid (someone else refunded it first).
 */
async function bookRefund(
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

/**
 * Takes a paid purchase for one admin's refund: true for exactly one of concurrent refunds
 * (the others are a 409), until it finishes or fails, or after REFUND_CLAIM_MS (a crash).
 */
async function claimRefund(ctx: ServiceContext, purchaseId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const claimed = await ctx.db
    .update(purchases)
    .set({ refundStartedAt: now })
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.status, "paid"),
        or(
          isNull(purchases.refundStartedAt),
          lt(purchases.refundStartedAt, new Date(now.getTime() - REFUND_CLAIM_MS)),
        ),
      ),
    )
    .returning({ id: purchases.id });
  return claimed.length > 0;
}

/**
 * An admin refunds a paid purchase (a challenge or a merch order): the provider returns the
 * money, then we book it. Concurrent refunds of one purchase: one answers with the refunded
 * purchase, the others 409, and the provider is asked once.
 */
export async function refundPurchaseAsAdmin(
  ctx: ServiceContext,
  actor: UserRow,
  purchaseId: string,
  reason: string,
  ip: string,
): Promise<PurchaseRow> {
  const [purchase] = isUuid(purchaseId)
    ? await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId))
    : [];
  if (!purchase) throw notFound("Purchase not found");
  if (!(await claimRefund(ctx, purchase.id))) {
    const [now] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    if (now?.status === "paid") throw conflict("A refund of this purchase is already under way.");
    throw conflict(
      `Only a paid purchase can be refunded; this one is ${now?.status ?? purchase.status}.`,
    );
  }
  if (purchase.provider !== "free") {
    try {
      await ctx.payments.refund({
        paymentId: purchase.providerPaymentId,
        reference: purchase.providerRef,
        purchaseId: purchase.id,
      });
    } catch (error) {
      // Nothing was refunded: the purchase can be refunded again.
      await ctx.db
        .update(purchases)
        .set({ refundStartedAt: null })
        .where(eq(purchases.id, purchase.id));
      throw new HttpError(
        ERROR_CODES.providerFailed,
        `The payment provider did not refund it, so nothing changed: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }
  const audit = (tx: Tx) =>
    tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: purchase.product === "merch" ? "refund-merch-order" : "refund-purchase",
      details: {
        purchaseId: purchase.id,
        receiptNumber: purchase.receiptNumber,
        amountCents: purchase.amountCents,
        accountId: purchase.accountId,
        reason,
        ip,
      },
    });
  const refunded = await bookRefund(ctx, purchase, reason, async (tx) => {
    await audit(tx);
  });
  if (refunded) return refunded;
  // The provider's echo of this very refund was booked first (its webhook raced this request):
  // the refund stands once, with the admin's reason and in the audit log all the same.
  return ctx.db.transaction(async (tx) => {
    await audit(tx);
    const [row] = await tx
      .update(purchases)
      .set({ statusReason: reason })
      .where(and(eq(purchases.id, purchase.id), eq(purchases.status, "refunded")))
      .returning();
    return row ?? (await tx.select().from(purchases).where(eq(purchases.id, purchase.id)))[0]!;
  });
}

/**
 * A provider's refund event (a refund made in its dashboard, or the echo of ours). The refund
 * must be of the purchase's own payment; one that is not is recorded and changes nothing.
 */
export async function refundPurchase(
  ctx: ServiceContext,
  { provider, event }: { provider: "test" | "stripe"; event: RefundEvent },
): Promise<EventOutcome> {
  const [seen] = await ctx.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
  if (seen) return "duplicate";
  const where =
    event.purchaseId && isUuid(event.purchaseId)
      ? eq(purchases.id, event.purchaseId)
      : eq(purchases.providerPaymentId, event.paymentId);
  const [purchase] = await ctx.db
    .select()
    .from(purchases)
    .where(and(where, eq(purchases.provider, provider)));
  const detail = purchase ? eventMismatch(purchase, event) : null;
  let outcome: EventOutcome = !purchase
    ? "unknown-purchase"
    : detail
      ? "mismatch"
      : purchase.status === "paid"
        ? "refunded"
        : "no-change";
  const record = async (tx: Tx) => {
    const entry = {
      provider,
      event,
      outcome,
      purchaseId: purchase?.id ?? null,
      detail,
      at: ctx.clock.now(),
    };
    if (!(await recordPaymentEvent(tx, entry))) throw new DuplicateEvent();
  };
  try {
    if (purchase && outcome === "refunded") {
      const done = await bookRefund(ctx, purchase, event.reason, record);
      if (!done) {
        outcome = "no-change";
        await ctx.db.transaction(record);
      }
    } else {
      await ctx.db.transaction(record);
    }
  } catch (error) {
    if (error instanceof DuplicateEvent) return "duplicate";
    throw error;
  }
  return outcome;
}

class DuplicateEvent extends Error {}
class NoLongerPaid extends Error {}
