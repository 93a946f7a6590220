import { randomUUID } from "node:crypto";
import { createAccount, type Account } from "@proparena/domain/engine/account";
import { type PlanId } from "@proparena/domain/rules/plans";
import { ruleSetAt } from "@proparena/domain/rules/rule-sets";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { purchases } from "../../db/schema";
import { insertPaidAccount } from "../../trading/writes-outside-the-desk";
import { bookEntries } from "../ledger/book-entries";
import { merchOrderPaid } from "../merch/merch-order-payment";
import type { ServiceContext } from "../service-context";
import { bookingOf } from "./purchase-booking";
import type { PurchaseRow } from "./purchase-views";

/** What the provider says it took (nothing for a 100% coupon). */
export interface TakenPayment {
  paymentId: string | null;
  amountCents: number;
  currency: string;
}

/**
 * Inside the caller's transaction: marks the purchase paid and books its revenue; a challenge
 * opens its phase I account (the row, written here, under the rule set in force), a merch
 * order becomes paid. All or nothing with the caller's other writes (the webhook's event id).
 * The payment must be for exactly the purchase's amount and currency (the webhook is checked
 * before; this is the last guard). Returns the account for the desk to take in once the
 * transaction has committed (`announcePaid`).
 */
export async function fulfilPurchase(
  ctx: ServiceContext,
  tx: Tx,
  purchase: PurchaseRow,
  payment: TakenPayment,
): Promise<{ purchase: PurchaseRow; account: Account | null }> {
  if (payment.amountCents !== purchase.amountCents || payment.currency !== purchase.currency) {
    throw new Error(
      `payment of ${payment.amountCents} ${payment.currency} does not pay purchase ${purchase.id} (${purchase.amountCents} ${purchase.currency})`,
    );
  }
  let account: Account | null = null;
  let time = ctx.clock.now().getTime();
  if (purchase.product === "challenge" && purchase.userId) {
    time = ctx.desk.now();
    const created = createAccount({
      id: randomUUID(),
      planId: purchase.planId as PlanId,
      phase: "phase1",
      ownerId: purchase.userId,
      time,
      timeZone: ctx.desk.timeZone,
      // Rules are pinned when the purchase is paid: the rule set in force then, for good.
      ruleSet: ruleSetAt(time, ctx.settings.ruleSets),
    });
    if (!created.ok) throw new Error(`cannot open the purchased account: ${created.reason}`);
    account = created.value;
    await insertPaidAccount(tx, account);
  }
  const [paid] = await tx
    .update(purchases)
    .set({
      status: "paid",
      statusReason: null,
      paidAt: new Date(time),
      accountId: account?.id ?? null,
      providerPaymentId: payment.paymentId ?? purchase.providerPaymentId,
    })
    .where(eq(purchases.id, purchase.id))
    .returning();
  if (purchase.product === "merch") await merchOrderPaid(tx, purchase.id);
  const booking = bookingOf(purchase);
  await bookEntries(tx, booking.lines, booking.ref, new Date(time));
  return { purchase: paid!, account };
}
