import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  auditLog,
  ledgerEntries,
  paymentEvents,
  purchases,
  testPaymentWebhooks,
} from "../../db/schema";
import { testProcessorSecret } from "../../payments/test-processor";
import { signTestPayload } from "../../payments/test-signature";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../../test/test-server";
import {
  buy,
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

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTradingTestServer();
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const checkout = (token: string, body: Record<string, unknown>) => checkoutAs(server, token, body);

async function coupon(body: Record<string, unknown>) {
  const res = await server.request("POST", "/api/admin/coupons", { token: admin, body });
  expect(res.status).toBe(201);
  return res.body.coupon as { id: string; code: string; uses: number };
}

describe("pricing", () => {
  it("prices a plan by id or by its size string, every figure from the plan data", async () => {
    const token = await signedInTrader(server, "quote@example.com");
    for (const plan of ["200K", "$200,000"]) {
      const res = await server.request("POST", "/api/checkout/quote", { token, body: { plan } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        planId: "200K",
        planLabel: "200K",
        sizeLabel: "$200,000",
        listPriceCents: 78_800,
        discountCents: 0,
        amountCents: 78_800,
        currency: "usd",
        coupon: null,
      });
    }
  });

  it("answers 404 for a plan that cannot be bought, and 401 without a token", async () => {
    const token = await signedInTrader(server, "garbage@example.com");
    for (const plan of ["$123", "free-money", "BETA", "$1,000,000"]) {
      const res = await checkout(token, { plan });
      expect(res.status, plan).toBe(404);
    }
    expect(
      (await server.request("POST", "/api/checkout", { body: { plan: "5K", acceptTerms: true } }))
        .status,
    ).toBe(401);
    const noTerms = await server.request("POST", "/api/checkout", { token, body: { plan: "5K" } });
    expect(noTerms.status).toBe(400);
    expect(await server.database.db.select().from(purchases)).toHaveLength(0);
  });
});

describe("buying with the embedded test processor", () => {
  it("the success card pays: a $200,000 phase I account opens, the revenue is booked, a receipt is sent", async () => {
    const token = await signedInTrader(server, "buyer@example.com");
    const before = await ledger(server);
    const res = await checkout(token, { plan: "$200,000", clientKey: "k1" });
    expect(res.status).toBe(200);
    expect(res.body.purchase).toMatchObject({
      status: "pending",
      provider: "test",
      amountCents: 78_800,
    });
    expect(res.body.redirectUrl).toMatch(/\/api\/payments\/test\/checkout\/cs_test_/);

    const page = await fetch(server.url + pagePath(res.body.redirectUrl));
    const html = await page.text();
    expect(html).toContain("Card number");
    expect(html).toContain("$788.00");

    const paid = await submitCard(server, res.body.redirectUrl, CARD.success);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `http://localhost:3000/checkout/success?purchase=${res.body.purchase.id}`,
    );
    const row = await settled(server, res.body.purchase.id);
    expect(row.status).toBe("paid");

    const mine = await server.request("GET", `/api/purchases/${row.id}`, { token });
    expect(mine.body.purchase).toMatchObject({ status: "paid", accountId: row.accountId });
    const list = await server.request("GET", "/api/accounts", { token });
    const bought = list.body.accounts.find((a: { id: string }) => a.id === row.accountId);
    expect(bought).toMatchObject({
      planId: "200K",
      phase: "phase1",
      status: "active",
      startingBalanceCents: 20_000_000,
      balanceCents: 20_000_000,
    });
    // It trades at once.
    const order = await server.request("POST", `/api/accounts/${row.accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 0.1 },
    });
    expect(order.status).toBe(201);

    const after = await ledger(server);
    expect(after.total).toBe(0);
    expect(after.cash - before.cash).toBe(78_800);
    expect(after.expenses - before.expenses).toBe(19_700);
    expect(after.jackpot - before.jackpot).toBe(3_940);
    expect(after.payoutBudget - before.payoutBudget).toBe(55_160);

    const receipt = await server.lastEmailTo("buyer@example.com");
    expect(receipt?.subject).toContain(row.receiptNumber);
    expect(receipt?.text).toContain("Amount paid:  $788.00");

    // The same client key answers with the same purchase, and creates nothing.
    const again = await checkout(token, { plan: "$200,000", clientKey: "k1" });
    expect(again.body.purchase.id).toBe(res.body.purchase.id);
  });

  it("a declined card keeps the page open: pending with the reason, nothing booked, another card pays", async () => {
    const token = await signedInTrader(server, "declined@example.com");
    const before = await ledger(server);
    const res = await checkout(token, { plan: "5K" });
    const declined = await submitCard(server, res.body.redirectUrl, CARD.declined);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain("Your card was declined.");
    // The same page, with the card form again.
    expect(declined.html).toContain('id="number"');
    const row = await purchaseRow(server, res.body.purchase.id, (r) => r.statusReason !== null);
    expect(row).toMatchObject({
      status: "pending",
      statusReason: "Your card was declined.",
      accountId: null,
    });
    const mine = await server.request("GET", `/api/purchases/${row.id}`, { token });
    expect(mine.body.purchase).toMatchObject({
      status: "pending",
      statusReason: "Your card was declined.",
    });
    let list = await server.request("GET", "/api/accounts", { token });
    expect(list.body.accounts.map((a: { planId: string }) => a.planId)).toEqual(["BETA"]);
    expect(await ledger(server)).toEqual(before);

    const retried = await submitCard(server, res.body.redirectUrl, CARD.success);
    expect(retried.status).toBe(303);
    expect(await settled(server, row.id)).toMatchObject({ status: "paid", statusReason: null });
    list = await server.request("GET", "/api/accounts", { token });
    expect(list.body.accounts.map((a: { planId: string }) => a.planId).sort()).toEqual([
      "5K",
      "BETA",
    ]);
  });

  it("the 3-D Secure card asks for a second step, then pays", async () => {
    const token = await signedInTrader(server, "secure@example.com");
    const res = await checkout(token, { plan: "10K" });
    const first = await submitCard(server, res.body.redirectUrl, CARD.authenticate);
    expect(first.status).toBe(303);
    const step = await (await fetch(server.url + pagePath(res.body.redirectUrl))).text();
    expect(step).toContain("Authenticate this payment");
    const [pending] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, res.body.purchase.id));
    expect(pending!.status).toBe("pending");
    const confirm = await fetch(`${server.url}${pagePath(res.body.redirectUrl)}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=approve",
      redirect: "manual",
    });
    expect(confirm.status).toBe(303);
    expect((await settled(server, res.body.purchase.id)).status).toBe("paid");
  });

  it("refuses a bad card number on the page without ending the payment", async () => {
    const token = await signedInTrader(server, "typo@example.com");
    const res = await checkout(token, { plan: "5K" });
    const typo = await submitCard(server, res.body.redirectUrl, "4242 4242 4242 4241");
    expect(typo.status).toBe(400);
    expect(typo.html).toContain("Your card number is invalid.");
    const ok = await submitCard(server, res.body.redirectUrl, CARD.success);
    expect(ok.status).toBe(303);
    expect((await settled(server, res.body.purchase.id)).status).toBe("paid");
  });

  it("a trader cannot see another's purchases", async () => {
    const owner = await signedInTrader(server, "owner@example.com");
    const other = await signedInTrader(server, "other@example.com");
    const res = await checkout(owner, { plan: "5K" });
    expect(
      (await server.request("GET", `/api/purchases/${res.body.purchase.id}`, { token: other }))
        .status,
    ).toBe(404);
    expect(
      (await server.request("GET", "/api/purchases/not-a-uuid", { token: other })).status,
    ).toBe(404);
    const list = await server.request("GET", "/api/purchases", { token: other });
    expect(list.body).toEqual({ items: [], nextCursor: null });
  });

  it("pages the trader's purchases newest first; a forged cursor is a 400", async () => {
    const token = await signedInTrader(server, "pages@example.com");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      server.clock.advance(1_000);
      ids.push((await checkout(token, { plan: "5K" })).body.purchase.id);
    }
    const first = await server.request("GET", "/api/purchases?limit=2", { token });
    expect(first.body.items.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    const second = await server.request(
      "GET",
      `/api/purchases?limit=2&cursor=${first.body.nextCursor}`,
      { token },
    );
    expect(second.body).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null });
    const forged = Buffer.from("2026-01-01T00:00:00Z|nope").toString("base64url");
    expect((await server.request("GET", `/api/purchases?cursor=${forged}`, { token })).status).toBe(
      400,
    );
  });
});

describe("webhooks", () => {
  async function pendingPurchase(email: string) {
    const token = await signedInTrader(server, email);
    const res = await checkout(token, { plan: "25K" });
    const [row] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, res.body.purchase.id));
    return { token, row: row! };
  }
  const secret = () => testProcessorSecret(server.database.db);
  const send = (event: object, signature?: string | null) =>
    sendTestWebhook(server, event, signature);
  const completed = (id: string, row: { id: string; providerRef: string | null }) => ({
    id,
    type: "checkout.session.completed",
    data: {
      object: {
        id: row.providerRef,
        purchase_id: row.id,
        payment_id: `pi_${id}`,
        amount_total: 13_900,
        currency: "usd",
      },
    },
  });

  it("refuses an unsigned or wrongly signed event and changes nothing", async () => {
    const { row } = await pendingPurchase("unsigned@example.com");
    expect((await send(completed("evt_a", row), null)).status).toBe(400);
    expect((await send(completed("evt_a", row), "t=1,v1=" + "0".repeat(64))).status).toBe(400);
    const stale = signTestPayload(JSON.stringify(completed("evt_a", row)), await secret(), 1_000);
    expect((await send(completed("evt_a", row), stale)).status).toBe(400);
    const [after] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, row.id));
    expect(after!.status).toBe("pending");
    expect(
      await server.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, "evt_a")),
    ).toHaveLength(0);
  });

  it("the same event twice opens one account and books once", async () => {
    const { token, row } = await pendingPurchase("twice@example.com");
    const before = await ledger(server);
    const first = await send(completed("evt_twice", row));
    const second = await send(completed("evt_twice", row));
    expect([first.body.outcome, second.body.outcome]).toEqual(["fulfilled", "duplicate"]);
    // A different event for the same payment (a provider retry with a new id) changes nothing either.
    expect((await send(completed("evt_twice_2", row))).body.outcome).toBe("already-paid");
    const list = await server.request("GET", "/api/accounts", { token });
    expect(list.body.accounts.filter((a: { planId: string }) => a.planId === "25K")).toHaveLength(
      1,
    );
    const after = await ledger(server);
    expect(after.cash - before.cash).toBe(13_900);
  });

  it("out of order: a late failure never undoes a payment, a payment after expiry still fulfils", async () => {
    const a = await pendingPurchase("late-fail@example.com");
    await send(completed("evt_paid_a", a.row));
    const late = await send({
      id: "evt_fail_a",
      type: "checkout.session.payment_failed",
      data: { object: { id: a.row.providerRef, purchase_id: a.row.id, reason: "late" } },
    });
    expect(late.body.outcome).toBe("no-change");
    const b = await pendingPurchase("late-pay@example.com");
    const expired = await send({
      id: "evt_exp_b",
      type: "checkout.session.expired",
      data: { object: { id: b.row.providerRef, purchase_id: b.row.id } },
    });
    expect(expired.body.outcome).toBe("expired");
    const paid = await send(completed("evt_paid_b", b.row));
    expect(paid.body.outcome).toBe("fulfilled");
    const [rowB] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, b.row.id));
    expect(rowB).toMatchObject({ status: "paid" });
    expect(rowB!.accountId).not.toBeNull();
  });

  it("an event for an unknown purchase is logged and answered 200 with no change", async () => {
    const before = await server.database.db.select().from(accounts);
    const res = await send({
      id: "evt_unknown",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_x",
          purchase_id: "00000000-0000-4000-8000-000000000000",
          payment_id: "pi_x",
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe("unknown-purchase");
    expect(await server.database.db.select().from(accounts)).toHaveLength(before.length);
  });

  it("a crash while handling the webhook loses nothing: the processor's retry completes it once", async () => {
    const { token, row } = await pendingPurchase("crash@example.com");
    // A real database fault on the fulfilment's last write: the transaction rolls back whole.
    const db = server.database.db;
    await db.execute(sql`create table fault_switch (on_ boolean)`);
    await db.execute(sql`insert into fault_switch values (true)`);
    await db.execute(
      sql.raw(`create function fault_ledger() returns trigger language plpgsql as $$
      begin if exists (select 1 from fault_switch) then raise exception 'disk on fire'; end if; return new; end $$`),
    );
    await db.execute(
      sql`create trigger fault_ledger before insert on ledger_entries for each row execute function fault_ledger()`,
    );
    try {
      const paid = await submitCard(server, row.paymentUrl!, CARD.success);
      expect(paid.status).toBe(303);
      // The first delivery fails (500): nothing of it is kept.
      await expect
        .poll(
          async () =>
            (await db.select().from(testPaymentWebhooks)).find(
              (w) => w.attempts > 0 && w.payload.includes(row.id),
            )?.lastError,
        )
        .toBe("HTTP 500");
      const [still] = await db.select().from(purchases).where(eq(purchases.id, row.id));
      expect(still).toMatchObject({ status: "pending", accountId: null });
    } finally {
      await db.execute(sql`delete from fault_switch`);
    }
    server.clock.advance(60_000);
    expect(await server.testProcessor!.runDue()).toMatchObject({ delivered: 1 });
    expect((await settled(server, row.id)).status).toBe("paid");
    const list = await server.request("GET", "/api/accounts", { token });
    expect(list.body.accounts.filter((a: { planId: string }) => a.planId === "25K")).toHaveLength(
      1,
    );
    const refs = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ref, `purchase:${row.id}`));
    expect(refs).toHaveLength(4);
  });
});

describe("coupons", () => {
  it("a 100% coupon skips the provider and opens the account at once", async () => {
    await coupon({ code: "FREE100", kind: "percent", percentOff: 100 });
    const token = await signedInTrader(server, "free@example.com");
    const quote = await server.request("POST", "/api/checkout/quote", {
      token,
      body: { plan: "5K", coupon: "free100" },
    });
    expect(quote.body).toMatchObject({
      discountCents: 3_200,
      amountCents: 0,
      coupon: { code: "FREE100", description: "100% off" },
    });
    const before = await ledger(server);
    const res = await checkout(token, { plan: "5K", coupon: "free100" });
    expect(res.body.purchase).toMatchObject({ provider: "free", status: "paid", amountCents: 0 });
    expect(res.body.redirectUrl).toBe(
      `http://localhost:3000/checkout/success?purchase=${res.body.purchase.id}`,
    );
    expect(res.body.purchase.accountId).toBeTruthy();
    expect(await ledger(server)).toEqual(before);
  });

  it("expired, used-up and other-plan coupons are refused with the reason; a failed payment gives its use back", async () => {
    const limited = await coupon({
      code: "ONCE",
      kind: "fixed",
      amountOffCents: 1_000,
      maxUses: 1,
      planIds: ["5K", "10K"],
    });
    await coupon({
      code: "OLD",
      kind: "percent",
      percentOff: 10,
      validUntil: new Date(MARKET_OPEN_TIME - 1).toISOString(),
    });
    const token = await signedInTrader(server, "coupons@example.com");
    const reason = async (body: Record<string, unknown>) => {
      const res = await checkout(token, body);
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await reason({ plan: "5K", coupon: "OLD" })).toBe("The coupon OLD has expired.");
    expect(await reason({ plan: "200K", coupon: "ONCE" })).toBe(
      "The coupon ONCE does not apply to the 200K plan.",
    );
    expect(await reason({ plan: "5K", coupon: "NOPE" })).toBe("The coupon NOPE does not exist.");
    const first = await checkout(token, { plan: "5K", coupon: "ONCE" });
    expect(first.body.purchase).toMatchObject({ amountCents: 2_200, discountCents: 1_000 });
    expect(await reason({ plan: "10K", coupon: "ONCE" })).toBe("The coupon ONCE has been used up.");
    const uses = async () =>
      (await server.request("GET", "/api/admin/coupons", { token: admin })).body.coupons.find(
        (c: { id: string }) => c.id === limited.id,
      ).uses;
    // A declined card leaves the purchase payable, holding its use; cancelling gives it back.
    await submitCard(server, first.body.redirectUrl, CARD.declined);
    await purchaseRow(server, first.body.purchase.id, (r) => r.statusReason !== null);
    expect(await uses()).toBe(1);
    const cancelled = await server.request(
      "POST",
      `/api/purchases/${first.body.purchase.id}/cancel`,
      { token },
    );
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    expect(await uses()).toBe(0);
    expect((await checkout(token, { plan: "10K", coupon: "ONCE" })).status).toBe(200);
  });

  it("admins manage coupons; traders get 403; a duplicate code is a 409", async () => {
    const trader = await signedInTrader(server, "not-admin@example.com");
    expect((await server.request("GET", "/api/admin/coupons", { token: trader })).status).toBe(403);
    expect(
      (
        await server.request("POST", "/api/admin/coupons", {
          token: trader,
          body: { code: "X1", kind: "percent", percentOff: 5 },
        })
      ).status,
    ).toBe(403);
    const made = await coupon({ code: "edit-me", kind: "percent", percentOff: 5 });
    expect(made.code).toBe("EDIT-ME");
    expect(
      (
        await server.request("POST", "/api/admin/coupons", {
          token: admin,
          body: { code: "EDIT-ME", kind: "percent", percentOff: 5 },
        })
      ).status,
    ).toBe(409);
    const off = await server.request("PATCH", `/api/admin/coupons/${made.id}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.body.coupon.active).toBe(false);
    const quote = await server.request("POST", "/api/checkout/quote", {
      token: trader,
      body: { plan: "5K", coupon: "EDIT-ME" },
    });
    expect(quote.body.message).toBe("The coupon EDIT-ME is no longer valid.");
    expect(
      (
        await server.request("POST", "/api/admin/coupons", {
          token: admin,
          body: { code: "BAD", kind: "percent", percentOff: 150 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.request("POST", "/api/admin/coupons", {
          token: admin,
          body: { code: "BAD", kind: "percent", percentOff: 5, planIds: ["BETA"] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.request("DELETE", `/api/admin/coupons/${made.id}`, { token: admin })).status,
    ).toBe(204);
    expect(
      (await server.request("DELETE", `/api/admin/coupons/${made.id}`, { token: admin })).status,
    ).toBe(404);
  });
});

describe("admin purchases and refunds", () => {
  it("lists purchases for admins only, filtered by status", async () => {
    const trader = await signedInTrader(server, "lister@example.com");
    expect((await server.request("GET", "/api/admin/purchases", { token: trader })).status).toBe(
      403,
    );
    expect(
      (
        await server.request("POST", "/api/admin/purchases/x/refund", {
          token: trader,
          body: { reason: "nope" },
        })
      ).status,
    ).toBe(403);
    const res = await server.request("GET", "/api/admin/purchases?status=cancelled&limit=50", {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const p of res.body.items) expect(p.status).toBe("cancelled");
    expect(res.body.items[0]).toHaveProperty("userEmail");
    expect(
      (await server.request("GET", "/api/admin/purchases?status=bogus", { token: admin })).status,
    ).toBe(400);
  });

  it("a refund closes the account, reverses the booking exactly once, and cannot be repeated", async () => {
    const token = await signedInTrader(server, "refund-me@example.com");
    const before = await ledger(server);
    const row = await buy(server, token, "50K");
    expect(row.status).toBe("paid");
    const order = await server.request("POST", `/api/accounts/${row.accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
    });
    expect(order.status).toBe(201);
    const refund = await server.request("POST", `/api/admin/purchases/${row.id}/refund`, {
      token: admin,
      body: { reason: "Bought by mistake" },
    });
    expect(refund.status).toBe(200);
    expect(refund.body.purchase).toMatchObject({
      status: "refunded",
      statusReason: "Bought by mistake",
    });
    const account = await server.request("GET", `/api/accounts/${row.accountId}`, { token });
    expect(account.body.status).toBe("closed");
    const positions = await server.request("GET", `/api/accounts/${row.accountId}/positions`, {
      token,
    });
    expect(positions.body.items).toHaveLength(0);
    // The processor's own refund event arrives too: it changes nothing more.
    await expect
      .poll(async () =>
        (
          await server.database.db
            .select()
            .from(paymentEvents)
            .where(eq(paymentEvents.purchaseId, row.id))
        )
          .map((e) => e.kind)
          .sort(),
      )
      .toEqual(["paid", "refunded"]);
    expect(await ledger(server)).toEqual(before);
    const again = await server.request("POST", `/api/admin/purchases/${row.id}/refund`, {
      token: admin,
      body: { reason: "again" },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await server.request("POST", `/api/admin/purchases/${row.id}/refund`, {
          token: admin,
          body: {},
        })
      ).status,
    ).toBe(400);
    // Whichever booked it first (this request or the processor's echo), the admin's act is audited once.
    const audits = (await server.database.db.select().from(auditLog)).filter(
      (a) =>
        a.action === "refund-purchase" &&
        (a.details as { purchaseId?: string }).purchaseId === row.id,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ reason: "Bought by mistake" });
    const refundMail = await server.lastEmailTo("refund-me@example.com");
    expect(refundMail?.subject).toContain("was refunded");
  });

  it("the ledger cannot be edited or deleted", async () => {
    await expect(
      server.database.db.execute(sql`update ledger_entries set amount_cents = 0`),
    ).rejects.toThrow();
    await expect(server.database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});
