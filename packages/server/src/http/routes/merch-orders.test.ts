import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, ledgerEntries, merchItems } from "../../db/schema";
import { runDue } from "../../jobs/job-runner";
import { purchaseExpiryJob } from "../../jobs/purchase-expiry-job";
import { bookedInWeek } from "../../services/payouts/week-figures";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import { CARD, ledger, settled, submitCard } from "../../test/test-purchases";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

// Merch orders over real HTTP (issue 26 item 4): ordered to an address, paid through the same
// provider as challenges, booked as merch revenue, shipped and delivered by admins (audited,
// e-mailed), refunded exactly, and never oversold.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTradingTestServer();
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const ADDRESS = {
  name: "Mia Merch",
  addressLine1: "1 Market St",
  addressLine2: "Suite 200",
  city: "San Francisco",
  region: "CA",
  postalCode: "94105",
  country: "US",
};

async function item(body: Record<string, unknown>) {
  const res = await server.request("POST", "/api/admin/merch", { token: admin, body });
  expect(res.status).toBe(201);
  return res.body.item as { id: string; stock: number };
}

const order = (token: string, body: Record<string, unknown>) =>
  server.request("POST", "/api/merch/orders", {
    token,
    body: { quantity: 1, shipping: ADDRESS, ...body },
  });

const stockOf = async (id: string) =>
  (await server.database.db.select().from(merchItems).where(eq(merchItems.id, id)))[0]!.stock;

async function paidOrder(token: string, itemId: string, quantity = 1) {
  const res = await order(token, { itemId, quantity });
  expect(res.status).toBe(201);
  await submitCard(server, res.body.redirectUrl, CARD.success);
  await settled(server, res.body.order.id);
  return res.body.order.id as string;
}

const advance = (id: string, body: Record<string, unknown>, token = admin) =>
  server.request("POST", `/api/admin/merch/orders/${id}/status`, { token, body });

describe("ordering merch", () => {
  it("pays an order by card, books it as merch revenue only, and the buyer sees it", async () => {
    const cap = await item({ name: "Trader cap", priceCents: 3_225, stock: 5 });
    const token = await signedInTrader(server, "merch-buyer@example.com");
    const now = server.clock.now().getTime();
    const week = [new Date(now - 86_400_000), new Date(now + 86_400_000)] as const;
    const challengeBefore = await bookedInWeek(server.database.db, ...week);
    const poolsBefore = await ledger(server);

    const res = await order(token, { itemId: cap.id, quantity: 2, clientKey: "cap-1" });
    expect(res.status).toBe(201);
    expect(res.body.redirectUrl).toMatch(/\/api\/payments\/test\/checkout\/cs_test_/);
    expect(res.body.order).toMatchObject({
      itemName: "Trader cap",
      quantity: 2,
      unitPriceCents: 3_225,
      amountCents: 6_450,
      status: "pending",
      shipping: { ...ADDRESS, region: "California" },
    });
    expect(res.body.order.expiresAt).not.toBeNull();
    expect(await stockOf(cap.id)).toBe(3);
    // The same attempt again answers the same order.
    const again = await order(token, { itemId: cap.id, quantity: 2, clientKey: "cap-1" });
    expect(again.body.order.id).toBe(res.body.order.id);
    expect(await stockOf(cap.id)).toBe(3);
    // The hosted page says what is paid for.
    const page = await (
      await fetch(res.body.redirectUrl.replace(/^https?:\/\/[^/]+/, server.url))
    ).text();
    expect(page).toContain("2 × Trader cap (merch order)");

    await submitCard(server, res.body.redirectUrl, CARD.success);
    const id = res.body.order.id as string;
    expect((await settled(server, id)).status).toBe("paid");
    const mine = await server.request("GET", `/api/merch/orders/${id}`, { token });
    expect(mine.body.order).toMatchObject({ status: "paid", expiresAt: null });
    expect(mine.body.order.paidAt).not.toBeNull();
    const list = await server.request("GET", "/api/merch/orders", { token });
    expect(list.body.items.map((o: { id: string }) => o.id)).toEqual([id]);
    // Not a challenge purchase.
    expect((await server.request("GET", "/api/purchases", { token })).body.items).toEqual([]);

    const booked = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ref, `merch:${id}`));
    expect(booked.map((l) => [l.account, l.amountCents]).sort()).toEqual([
      ["cash", 6_450],
      ["merch_revenue", -6_450],
    ]);
    const pools = await ledger(server);
    expect(pools.total).toBe(0);
    expect(pools.cash - poolsBefore.cash).toBe(6_450);
    expect([pools.expenses, pools.jackpot, pools.payoutBudget]).toEqual([
      poolsBefore.expenses,
      poolsBefore.jackpot,
      poolsBefore.payoutBudget,
    ]);
    // The weekly settlement does not count it as challenge revenue.
    expect(await bookedInWeek(server.database.db, ...week)).toEqual(challengeBefore);
    const mail = await server.lastEmailTo("merch-buyer@example.com");
    expect(mail?.subject).toMatch(/order PA-\w+ is paid/);
    expect(mail?.text).toContain("2 × Trader cap");
    expect(mail?.text).toContain("San Francisco");

    const other = await signedInTrader(server, "merch-other@example.com");
    expect((await server.request("GET", `/api/merch/orders/${id}`, { token: other })).status).toBe(
      404,
    );
  });

  it("refuses what cannot be ordered, with the reason, and holds nothing", async () => {
    const token = await signedInTrader(server, "merch-refused@example.com");
    const mug = await item({ name: "Mug", priceCents: 1_500, stock: 1 });
    const points = await item({ name: "Sticker", pricePoints: 50, stock: 10 });
    const hidden = await item({ name: "Hidden", priceCents: 900, stock: 3, active: false });
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ itemId: mug.id, quantity: 2 }, 409, /Only 1 of Mug is left; you asked for 2/],
      [{ itemId: points.id }, 409, /priced in points only/],
      [{ itemId: hidden.id }, 404, /not found/],
      [{ itemId: crypto.randomUUID() }, 404, /not found/],
      [{ itemId: mug.id, quantity: 11 }, 400, /./],
      [{ itemId: mug.id, shipping: { ...ADDRESS, country: "XX" } }, 400, /country/],
      [
        { itemId: mug.id, shipping: { ...ADDRESS, region: "Bavaria" } },
        400,
        /region of United States/,
      ],
      [{ itemId: mug.id, shipping: { ...ADDRESS, city: " " } }, 400, /city/],
    ];
    for (const [body, status, message] of cases) {
      const res = await order(token, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await stockOf(mug.id)).toBe(1);
    expect((await server.request("GET", "/api/merch/orders", { token })).body.items).toEqual([]);
  });

  it("never oversells under concurrent orders; a cancelled or expired order gives its stock back", async () => {
    const hoodie = await item({ name: "Hoodie", priceCents: 5_900, stock: 4 });
    const traders = await Promise.all(
      ["a", "b", "c"].map((n) => signedInTrader(server, `merch-rush-${n}@example.com`)),
    );
    const answers = await Promise.all(
      traders.flatMap((token) => [1, 2, 3].map(() => order(token, { itemId: hoodie.id }))),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await stockOf(hoodie.id)).toBe(0);

    // The trader who holds one cancels it: the stock comes back at once.
    const first = created[0]!;
    // Answers are in the order sent: three per trader.
    const owner = traders[Math.floor(answers.indexOf(first) / 3)]!;
    const cancel = await server.request("POST", `/api/purchases/${first.body.order.id}/cancel`, {
      token: owner,
    });
    expect(cancel.body.status).toBe("cancelled");
    expect(await stockOf(hoodie.id)).toBe(1);
    const cancelled = await server.request("GET", `/api/merch/orders/${first.body.order.id}`, {
      token: owner,
    });
    expect(cancelled.body.order).toMatchObject({ status: "cancelled", expiresAt: null });

    // The rest are left unpaid: 30 minutes later they expire and the stock is whole again.
    server.clock.advance(30 * 60_000 + 1);
    await runDue(server.ctx, purchaseExpiryJob, "UTC", "schedule");
    expect(await stockOf(hoodie.id)).toBe(4);
  });
});

describe("shipping, delivery and refunds by admins", () => {
  it("paid -> shipped with a tracking number -> delivered, each audited and e-mailed; anything else is 409", async () => {
    const tee = await item({ name: "Tee", priceCents: 2_000, stock: 10 });
    const token = await signedInTrader(server, "merch-ship@example.com");
    const id = await paidOrder(token, tee.id);

    expect((await advance(id, { status: "delivered" })).status).toBe(409);
    expect(
      (await advance(id, { status: "shipped", carrier: "UPS", trackingNumber: "1Z999" }, token))
        .status,
    ).toBe(403);
    expect(
      (await advance(id, { status: "shipped", carrier: "UPS", trackingNumber: "<x>" })).status,
    ).toBe(400);

    const shipped = await advance(id, {
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z 999 AA1 0123 4567 84",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z 999 AA1 0123 4567 84",
    });
    const seen = await server.request("GET", `/api/merch/orders/${id}`, { token });
    expect(seen.body.order).toMatchObject({
      status: "shipped",
      trackingNumber: "1Z 999 AA1 0123 4567 84",
    });
    let mail = await server.lastEmailTo("merch-ship@example.com");
    expect(mail?.subject).toMatch(/has shipped/);
    expect(mail?.text).toContain("Tracking number: 1Z 999 AA1 0123 4567 84");
    expect(
      (await advance(id, { status: "shipped", carrier: "DHL", trackingNumber: "AB1234" })).status,
    ).toBe(409);

    expect((await advance(id, { status: "delivered" })).body.order.status).toBe("delivered");
    mail = await server.lastEmailTo("merch-ship@example.com");
    expect(mail?.subject).toMatch(/was delivered/);
    const audit = (await server.database.db.select().from(auditLog)).filter(
      (a) => (a.details as { target?: { id?: string } }).target?.id === id,
    );
    expect(audit.map((a) => a.action)).toEqual(["merch-order-shipped", "merch-order-delivered"]);
    expect((await advance(crypto.randomUUID(), { status: "delivered" })).status).toBe(404);

    // The back office lists it, filtered and searched through the allow-list.
    const list = await server.request(
      "GET",
      `/api/admin/lists/merchorders?status=delivered&country=US&search=${seen.body.order.receiptNumber}`,
      { token: admin },
    );
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      id,
      email: "merch-ship@example.com",
      itemName: "Tee",
      shipName: "Mia Merch",
      shipAddress: "1 Market St, Suite 200, 94105 San Francisco, California",
      trackingNumber: "1Z 999 AA1 0123 4567 84",
    });
    expect(
      (await server.request("GET", "/api/admin/lists/merchorders?status=lost", { token: admin }))
        .status,
    ).toBe(400);
    expect((await server.request("GET", "/api/admin/lists/merchorders", { token })).status).toBe(
      403,
    );
  });

  it("a refund reverses the order's booking exactly, restocks an unshipped order, and tells the buyer", async () => {
    const scarf = await item({ name: "Scarf", priceCents: 4_400, stock: 5 });
    const token = await signedInTrader(server, "merch-refund@example.com");
    const unshipped = await paidOrder(token, scarf.id, 2);
    const shipped = await paidOrder(token, scarf.id, 1);
    await advance(shipped, { status: "shipped", carrier: "USPS", trackingNumber: "9400111" });
    expect(await stockOf(scarf.id)).toBe(2);
    const before = await ledger(server);

    for (const id of [unshipped, shipped]) {
      const res = await server.request("POST", `/api/admin/purchases/${id}/refund`, {
        token: admin,
        body: { reason: "damaged in transit" },
      });
      expect(res.status).toBe(200);
      const booked = await server.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.ref, `merch:${id}`));
      const reversed = await server.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.ref, `merch-refund:${id}`));
      expect(reversed.map((l) => [l.account, -l.amountCents]).sort()).toEqual(
        booked.map((l) => [l.account, l.amountCents]).sort(),
      );
      const seen = await server.request("GET", `/api/merch/orders/${id}`, { token });
      expect(seen.body.order).toMatchObject({
        status: "refunded",
        statusReason: "damaged in transit",
      });
    }
    // Only the order that never left comes back into stock.
    expect(await stockOf(scarf.id)).toBe(4);
    const after = await ledger(server);
    expect(before.cash - after.cash).toBe(3 * 4_400);
    expect(after.total).toBe(0);
    const mail = await server.lastEmailTo("merch-refund@example.com");
    expect(mail?.subject).toMatch(/was refunded/);
    expect(mail?.text).toContain("damaged in transit");
    const audit = await server.database.db.select().from(auditLog);
    expect(audit.filter((a) => a.action === "refund-merch-order")).toHaveLength(2);
  });
});
