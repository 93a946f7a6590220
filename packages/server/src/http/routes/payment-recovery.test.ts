import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  coupons,
  ledgerEntries,
  paymentEvents,
  purchases,
  testPaymentSessions,
  testPaymentWebhooks,
} from "../../db/schema";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import {
  CARD,
  checkoutAs,
  ledger,
  pagePath,
  purchaseRow,
  sendTestWebhook,
  settled,
  submitCard,
} from "../../test/test-purchases";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

// Issue 25 item 4 and issue 26 item 5 over real HTTP: a payment survives a crash (the test
// processor's outbox), webhooks are checked against their purchase, concurrent refunds answer
// 200 once and 409 otherwise, and a trader can try again after a declined card, cancel an
// abandoned purchase, or see it expire in 30 minutes.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTradingTestServer();
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const db = () => server.database.db;
const checkout = (token: string, body: Record<string, unknown>) => checkoutAs(server, token, body);
const row = async (id: string) =>
  (await db().select().from(purchases).where(eq(purchases.id, id)))[0]!;
const bookedFor = (id: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.ref, `purchase:${id}`));
const accountsOf = async (token: string) =>
  (await server.request("GET", "/api/accounts", { token })).body.accounts.map(
    (a: { planId: string }) => a.planId,
  ) as string[];

/** A database fault on every insert into `table` while the returned switch is on. */
async function faultOn(table: string) {
  const name = `fault_${table}`;
  await db().execute(sql.raw(`create table if not exists ${name}_switch (on_ boolean)`));
  await db().execute(sql.raw(`insert into ${name}_switch values (true)`));
  await db().execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin if exists (select 1 from ${name}_switch) then raise exception 'disk full'; end if;
      return new; end $$`),
  );
  await db().execute(sql.raw(`drop trigger if exists ${name} on ${table}`));
  await db().execute(
    sql.raw(`create trigger ${name} before insert on ${table}
      for each row execute function ${name}()`),
  );
  return { off: () => db().execute(sql.raw(`delete from ${name}_switch`)) };
}

describe("the test processor's outbox", () => {
  it("completes a session and queues its webhook in one transaction: a failed queue leaves the page payable", async () => {
    const token = await signedInTrader(server, "outbox@example.com");
    const res = await checkout(token, { plan: "10K" });
    const id = res.body.purchase.id as string;
    const fault = await faultOn("test_payment_webhooks");
    try {
      const paid = await submitCard(server, res.body.redirectUrl, CARD.success);
      expect(paid.status).toBe(500);
    } finally {
      await fault.off();
    }
    // Neither half: the session is still open, nothing was queued, the purchase is pending.
    const [session] = await db()
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.purchaseId, id));
    expect(session).toMatchObject({ status: "open", paymentId: null });
    const queued = await db()
      .select()
      .from(testPaymentWebhooks)
      .where(like(testPaymentWebhooks.payload, `%${id}%`));
    expect(queued).toEqual([]);
    expect(await row(id)).toMatchObject({ status: "pending", accountId: null });

    // The same page takes the card again, and the purchase is paid exactly once.
    expect((await submitCard(server, res.body.redirectUrl, CARD.success)).status).toBe(303);
    expect((await settled(server, id)).status).toBe("paid");
    expect(await bookedFor(id)).toHaveLength(4);
    expect((await accountsOf(token)).filter((p) => p === "10K")).toHaveLength(1);
  });

  it("a session's lifetime follows its purchase: it expires at 30 minutes and the purchase with it", async () => {
    const token = await signedInTrader(server, "lifetime@example.com");
    await server.request("POST", "/api/admin/coupons", {
      token: admin,
      body: { code: "HALFHOUR", kind: "percent", percentOff: 10, maxUses: 1 },
    });
    const res = await checkout(token, { plan: "5K", coupon: "HALFHOUR" });
    const [session] = await db()
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.purchaseId, res.body.purchase.id));
    expect(session!.expiresAt.toISOString()).toBe(res.body.purchase.expiresAt);
    server.clock.advance(30 * 60_000);
    await server.testProcessor!.runDue();
    expect(await settled(server, res.body.purchase.id)).toMatchObject({ status: "expired" });
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, "HALFHOUR"));
    expect(coupon!.uses).toBe(0);
  });
});

describe("webhooks are checked against their purchase before anything is fulfilled", () => {
  it("refuses and records a payment whose amount, currency, session or purchase does not match", async () => {
    const token = await signedInTrader(server, "mismatch@example.com");
    const a = await row((await checkout(token, { plan: "25K" })).body.purchase.id);
    const b = await row((await checkout(token, { plan: "25K" })).body.purchase.id);
    const before = await ledger(server);
    const paid = (id: string, object: Record<string, unknown>) => ({
      id,
      type: "checkout.session.completed",
      data: {
        object: {
          id: a.providerRef,
          purchase_id: a.id,
          payment_id: `pi_${id}`,
          amount_total: a.amountCents,
          currency: "usd",
          ...object,
        },
      },
    });
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["evt_amount", { amount_total: a.amountCents - 100 }, /took 13800 cents.*costs 13900/],
      ["evt_currency", { currency: "eur" }, /in eur.*in usd/],
      ["evt_session", { id: b.providerRef }, /session cs_test_\w+; the purchase's is/],
      ["evt_no_amount", { amount_total: null }, /unknown amount/],
    ];
    for (const [eventId, object, reason] of cases) {
      const res = await sendTestWebhook(server, paid(eventId, object));
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe("mismatch");
      const [recorded] = await db()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, eventId));
      expect(recorded).toMatchObject({ outcome: "mismatch", purchaseId: a.id });
      expect(recorded!.detail).toMatch(reason);
    }
    // B's session named with A's purchase: refused too, and B is untouched.
    const crossed = await sendTestWebhook(server, {
      ...paid("evt_crossed", {}),
      data: { object: { ...paid("x", {}).data.object, purchase_id: b.id } },
    });
    expect(crossed.body.outcome).toBe("mismatch");
    expect(await row(a.id)).toMatchObject({ status: "pending", accountId: null });
    expect(await row(b.id)).toMatchObject({ status: "pending", accountId: null });
    expect(await ledger(server)).toEqual(before);

    // The matching event fulfils once.
    expect((await sendTestWebhook(server, paid("evt_right", {}))).body.outcome).toBe("fulfilled");
    expect((await row(a.id)).status).toBe("paid");
    expect((await accountsOf(token)).filter((p) => p === "25K")).toHaveLength(1);

    // A refund of another payment is refused and recorded; the purchase stays paid.
    const refund = await sendTestWebhook(server, {
      id: "evt_wrong_refund",
      type: "charge.refunded",
      data: { object: { payment_id: "pi_someone_else", purchase_id: a.id } },
    });
    expect(refund.body.outcome).toBe("mismatch");
    expect((await row(a.id)).status).toBe("paid");
  });
});

describe("concurrent refunds of one purchase", () => {
  it("answer 200 once and 409 otherwise, never 502, and the reversal is booked once", async () => {
    const token = await signedInTrader(server, "refund-race@example.com");
    const res = await checkout(token, { plan: "50K" });
    await submitCard(server, res.body.redirectUrl, CARD.success);
    const paid = await settled(server, res.body.purchase.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.request("POST", `/api/admin/purchases/${paid.id}/refund`, {
          token: admin,
          body: { reason: "race" },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.code).toBe("CONFLICT");
    }
    // The provider's echo of the refund arrives too; still one reversal.
    await server.testProcessor!.idle();
    const reversal = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ref, `refund:${paid.id}`));
    expect(reversal).toHaveLength(4);
    expect(new Set(reversal.map((l) => l.txnId)).size).toBe(1);
    expect((await row(paid.id)).status).toBe("refunded");
    const [account] = await db().select().from(accounts).where(eq(accounts.id, paid.accountId!));
    expect(account!.status).toBe("closed");
    const again = await server.request("POST", `/api/admin/purchases/${paid.id}/refund`, {
      token: admin,
      body: { reason: "again" },
    });
    expect(again.status).toBe(409);
  });
});

describe("checkout a trader can recover from", () => {
  it("after a declined card (or a failed second step) the same page takes another card", async () => {
    const token = await signedInTrader(server, "retry@example.com");
    const res = await checkout(token, { plan: "10K" });
    const id = res.body.purchase.id as string;
    await submitCard(server, res.body.redirectUrl, CARD.authenticate);
    const refused = await fetch(`${server.url}${pagePath(res.body.redirectUrl)}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=refuse",
      redirect: "manual",
    });
    expect(refused.status).toBe(402);
    const html = await refused.text();
    expect(html).toContain("The payment was not authenticated.");
    expect(html).toContain('id="number"');
    await purchaseRow(server, id, (r) => r.statusReason === "The payment was not authenticated.");
    // Our side sends the trader back to the same page.
    const again = await server.request("POST", `/api/purchases/${id}/pay`, { token });
    expect(again.body).toEqual({ redirectUrl: res.body.redirectUrl });
    expect((await submitCard(server, again.body.redirectUrl, CARD.success)).status).toBe(303);
    expect((await settled(server, id)).status).toBe("paid");
    expect((await server.request("POST", `/api/purchases/${id}/pay`, { token })).status).toBe(409);
  });

  it("a purchase left without its payment page (a crash between two writes) gets one and is paid once", async () => {
    const token = await signedInTrader(server, "resume@example.com");
    const res = await checkout(token, { plan: "5K", clientKey: "resume-1" });
    const id = res.body.purchase.id as string;
    // The state a crash leaves after the purchase row and before its page was stored.
    await db()
      .update(purchases)
      .set({ providerRef: null, paymentUrl: null })
      .where(eq(purchases.id, id));
    // The same attempt again (the browser's resend) gets the page the processor still holds.
    const resent = await checkout(token, { plan: "5K", clientKey: "resume-1" });
    expect(resent.body.purchase.id).toBe(id);
    expect(resent.body.redirectUrl).toBe(res.body.redirectUrl);
    await db()
      .update(purchases)
      .set({ providerRef: null, paymentUrl: null })
      .where(eq(purchases.id, id));
    const pay = await server.request("POST", `/api/purchases/${id}/pay`, { token });
    expect(pay.status).toBe(200);
    expect(pay.body.redirectUrl).toBe(res.body.redirectUrl);
    expect((await row(id)).paymentUrl).toBe(res.body.redirectUrl);
    await submitCard(server, pay.body.redirectUrl, CARD.success);
    expect((await settled(server, id)).status).toBe("paid");
    expect(await bookedFor(id)).toHaveLength(4);
  });

  it("an abandoned purchase is cancelled by its trader: the page closes, the coupon use returns", async () => {
    await server.request("POST", "/api/admin/coupons", {
      token: admin,
      body: { code: "ONEUSE", kind: "fixed", amountOffCents: 500, maxUses: 1 },
    });
    const token = await signedInTrader(server, "abandon@example.com");
    const other = await signedInTrader(server, "not-mine@example.com");
    const res = await checkout(token, { plan: "5K", coupon: "ONEUSE" });
    const id = res.body.purchase.id as string;
    expect((await checkout(other, { plan: "5K", coupon: "ONEUSE" })).status).toBe(400);

    // Someone else's purchase is not found; nothing changes.
    expect(
      (await server.request("POST", `/api/purchases/${id}/cancel`, { token: other })).status,
    ).toBe(404);
    expect(
      (await server.request("POST", `/api/purchases/${id}/pay`, { token: other })).status,
    ).toBe(404);
    expect((await server.request("POST", `/api/purchases/x/cancel`, { token })).status).toBe(404);
    expect((await row(id)).status).toBe("pending");

    const cancelled = await server.request("POST", `/api/purchases/${id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      id,
      status: "cancelled",
      statusReason: "Cancelled by you before paying.",
    });
    // Cancelling again answers the same.
    expect((await server.request("POST", `/api/purchases/${id}/cancel`, { token })).body).toEqual(
      cancelled.body,
    );
    // The page no longer takes a card, the coupon is free for someone else, nothing was booked.
    const late = await submitCard(server, res.body.redirectUrl, CARD.success);
    expect(late.status).toBe(402);
    await server.testProcessor!.idle();
    expect(await row(id)).toMatchObject({ status: "cancelled", accountId: null });
    expect(await bookedFor(id)).toEqual([]);
    expect((await checkout(other, { plan: "5K", coupon: "ONEUSE" })).status).toBe(200);
    expect((await server.request("POST", `/api/purchases/${id}/pay`, { token })).status).toBe(409);
    const mine = await server.request("GET", `/api/purchases/${id}`, { token });
    expect(mine.body.purchase).toMatchObject({ status: "cancelled", expiresAt: null });
  });

  it("a purchase paid a moment before the cancel is not cancelled (409) and stays paid", async () => {
    const token = await signedInTrader(server, "too-late@example.com");
    const res = await checkout(token, { plan: "5K" });
    const id = res.body.purchase.id as string;
    await submitCard(server, res.body.redirectUrl, CARD.success);
    // Whether or not the payment's webhook has landed yet, the cancel is refused.
    const cancel = await server.request("POST", `/api/purchases/${id}/cancel`, { token });
    expect(cancel.status).toBe(409);
    expect((await settled(server, id)).status).toBe("paid");
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.purchaseId, id), eq(paymentEvents.outcome, "fulfilled")));
    expect(events).toHaveLength(1);
  });
});
