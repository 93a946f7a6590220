import { ADMIN_DELETE_TARGETS } from "@proparena/contracts/admin";
import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, orders, positions, tradeHistories, users } from "../../db/schema";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

let server: TestServer;
let adminToken: string;
let traderToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signedInAdmin(server);
  traderToken = await signedInTrader(server, "trader@example.com");
});
afterAll(() => server.close());

async function rows(
  table: typeof users | typeof accounts | typeof orders | typeof positions | typeof tradeHistories,
) {
  const [row] = await server.ctx.db.select({ n: count() }).from(table);
  return row!.n;
}

/** Two accounts of the trader with one order, position and trade each. */
async function seedTrading() {
  const [trader] = await server.ctx.db
    .select()
    .from(users)
    .where(eq(users.email, "trader@example.com"));
  for (let i = 0; i < 2; i++) {
    const account = await server.ctx.desk.openAccount(trader!.id, "200K");
    const t = new Date();
    const trade = {
      symbol: "EURUSD",
      side: "buy",
      volume: 1,
      openPrice: 1.1,
      openTime: t,
      orderId: randomUUID(),
    };
    await server.ctx.db.insert(orders).values({
      id: randomUUID(),
      accountId: account!.id,
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 1,
      status: "filled",
      createdAt: t,
      updatedAt: t,
    });
    await server.ctx.db
      .insert(positions)
      .values({ id: randomUUID(), accountId: account!.id, ...trade, marginCents: 110_000 });
    await server.ctx.db.insert(tradeHistories).values({
      id: randomUUID(),
      accountId: account!.id,
      ...trade,
      closePrice: 1.2,
      closeTime: t,
      pnlCents: 1_000_000,
      conversionRate: 1,
      reason: "manual",
    });
  }
}

describe("admin delete actions", () => {
  it.each(ADMIN_DELETE_TARGETS)(
    "DELETE /api/admin/delete-%s: 401 anonymous, 403 trader",
    async (target) => {
      const anonymous = await server.request("DELETE", `/api/admin/delete-${target}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe("Token is invalid");
      const trader = await server.request("DELETE", `/api/admin/delete-${target}`, {
        token: traderToken,
      });
      expect(trader.status).toBe(403);
      expect(trader.body.code).toBe("FORBIDDEN");
    },
  );

  it("a trader's attempt deletes nothing", async () => {
    await seedTrading();
    await server.request("DELETE", "/api/admin/delete-accounts", { token: traderToken });
    // Two seeded accounts and the free Beta account opened when the trader verified.
    expect(await rows(accounts)).toBe(3);
  });

  it("each action deletes what exists, answers with counts and writes an audit row", async () => {
    const positionsRes = await server.request("DELETE", "/api/admin/delete-positions", {
      token: adminToken,
    });
    expect(positionsRes.status).toBe(200);
    expect(positionsRes.body).toEqual({
      message: "Deleted 2 records",
      target: "positions",
      deleted: { positions: 2 },
    });
    expect(await rows(positions)).toBe(0);

    const ordersRes = await server.request("DELETE", "/api/admin/delete-orders", {
      token: adminToken,
    });
    expect(ordersRes.body.deleted).toEqual({ orders: 2 });

    const accountsRes = await server.request("DELETE", "/api/admin/delete-accounts", {
      token: adminToken,
    });
    expect(accountsRes.body.deleted).toEqual({
      accounts: 3,
      orders: 0,
      positions: 0,
      tradeHistories: 2,
    });
    expect(await rows(tradeHistories)).toBe(0);

    const again = await server.request("DELETE", "/api/admin/delete-trade-histories", {
      token: adminToken,
    });
    expect(again.body).toEqual({
      message: "Deleted 0 records",
      target: "trade-histories",
      deleted: { tradeHistories: 0 },
    });

    const [last] = await server.ctx.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(last).toMatchObject({
      actorEmail: "admin@example.com",
      action: "delete-trade-histories",
      details: { deleted: { tradeHistories: 0 } },
    });
    const [audits] = await server.ctx.db.select({ n: count() }).from(auditLog);
    expect(audits!.n).toBe(4);
  });

  it("delete-users removes traders with their sessions but never an admin", async () => {
    await seedTrading();
    const res = await server.request("DELETE", "/api/admin/delete-users", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toEqual({ users: 1, accounts: 2 });
    const left = await server.ctx.db
      .select({ email: users.email, isAdmin: users.isAdmin })
      .from(users);
    expect(left).toEqual([{ email: "admin@example.com", isAdmin: true }]);
    expect(await rows(accounts)).toBe(0);
    expect((await server.request("GET", "/api/auth/check", { token: traderToken })).status).toBe(
      401,
    );
    expect(
      (await server.request("GET", "/api/auth/admin/check", { token: adminToken })).body.user
        .isAdmin,
    ).toBe(true);
    // What the DeleteAll dialog says: the admin's trading accounts went too, and listing the
    // accounts opens a fresh Beta account.
    const accountsNow = await server.request("GET", "/api/accounts", { token: adminToken });
    expect(accountsNow.body.accounts).toMatchObject([{ planId: "BETA", phase: "phase1" }]);
  });
});
