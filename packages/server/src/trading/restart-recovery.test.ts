import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ruleDecisions } from "../db/schema";
import { placeOrder } from "../services/trading/place-order";
import { startTestServer } from "../test/test-server";
import { signedInTrader, TEST_PASSWORD } from "../test/test-users";

const dataDir = mkdtempSync(path.join(tmpdir(), "proparena-restart-"));
const failedDir = mkdtempSync(path.join(tmpdir(), "proparena-restart-failed-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(failedDir, { recursive: true, force: true });
});

describe("restart recovery", () => {
  it("a restarted server shows exactly the orders, positions and balances that were acknowledged", async () => {
    const now = "2026-01-07T10:00:00Z";
    const first = await startTestServer({ now, dataDir });
    await first.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: Date.parse(now) + 1_000 });
    const token = await signedInTrader(first, "restart@example.com");
    const accountId = (await first.request("GET", "/api/accounts", { token })).body.accounts[0]
      .id as string;
    const post = (body: object) =>
      first.request("POST", `/api/accounts/${accountId}/orders`, { token, body });
    const open = await post({
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 2,
      stopLoss: 1.09,
    });
    const closeMe = await post({ symbol: "EURUSD", side: "sell", type: "market", volume: 1 });
    await post({ symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.095 });
    await first.tick({ symbol: "EURUSD", bid: 1.1005, ask: 1.1006, time: Date.parse(now) + 2_000 });
    await first.request(
      "POST",
      `/api/accounts/${accountId}/positions/${closeMe.body.position.id}/close`,
      { token },
    );
    const before = {
      account: (await first.request("GET", `/api/accounts/${accountId}`, { token })).body,
      positions: (await first.request("GET", `/api/accounts/${accountId}/positions`, { token }))
        .body,
      orders: (await first.request("GET", `/api/accounts/${accountId}/orders`, { token })).body,
      trades: (await first.request("GET", `/api/accounts/${accountId}/trades`, { token })).body,
    };
    await first.close();

    const second = await startTestServer({ now: "2026-01-07T10:05:00Z", dataDir });
    try {
      await second.tick({
        symbol: "EURUSD",
        bid: 1.1005,
        ask: 1.1006,
        time: Date.parse(now) + 300_000,
      });
      const signin = await second.request("POST", "/api/auth/signin", {
        body: { email: "restart@example.com", password: TEST_PASSWORD },
      });
      const token2 = signin.body.token as string;
      const after = {
        account: (await second.request("GET", `/api/accounts/${accountId}`, { token: token2 }))
          .body,
        positions: (
          await second.request("GET", `/api/accounts/${accountId}/positions`, { token: token2 })
        ).body,
        orders: (
          await second.request("GET", `/api/accounts/${accountId}/orders`, { token: token2 })
        ).body,
        trades: (
          await second.request("GET", `/api/accounts/${accountId}/trades`, { token: token2 })
        ).body,
      };
      expect(after.positions).toEqual(before.positions);
      expect(after.orders).toEqual(before.orders);
      expect(after.trades).toEqual(before.trades);
      expect(after.account.balanceCents).toBe(before.account.balanceCents);
      expect(after.account.equityCents).toBe(before.account.equityCents);
      expect(after.positions.items.map((p: { id: string }) => p.id)).toEqual([
        open.body.position.id,
      ]);

      // The restored pending order and stop loss still work.
      await second.tick({
        symbol: "EURUSD",
        bid: 1.0893,
        ask: 1.0894,
        time: Date.parse(now) + 301_000,
      });
      const trades = (
        await second.request("GET", `/api/accounts/${accountId}/trades`, { token: token2 })
      ).body.items;
      expect(trades.map((t: { reason: string }) => t.reason)).toContain("stopLoss");
    } finally {
      await second.close();
    }
  });

  it("a failed account keeps its breach evidence across a restart, stored once (rule_decisions)", async () => {
    const now = "2026-01-07T10:00:00Z";
    const first = await startTestServer({ now, dataDir: failedDir });
    await first.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: Date.parse(now) + 1_000 });
    const token = await signedInTrader(first, "failed@example.com");
    const userId = (await first.request("GET", "/api/auth/check", { token })).body.user.id;
    const account = await first.ctx.desk.openAccount(userId, "5K");
    await placeOrder(first.ctx, userId, account.id, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 1,
    });
    // 30 pips down: $300 lost on 1 lot, past the 5K's $250 daily loss.
    await first.tick({ symbol: "EURUSD", bid: 1.097, ask: 1.0971, time: Date.parse(now) + 2_000 });
    const before = (await first.request("GET", `/api/accounts/${account.id}`, { token })).body;
    expect(before.status).toBe("failed");
    expect(before.evidence).toMatchObject({ rule: "dailyLoss", outcome: "breach" });
    await first.close();

    const second = await startTestServer({ now: "2026-01-07T10:05:00Z", dataDir: failedDir });
    try {
      const token2 = (
        await second.request("POST", "/api/auth/signin", {
          body: { email: "failed@example.com", password: TEST_PASSWORD },
        })
      ).body.token as string;
      const after = (await second.request("GET", `/api/accounts/${account.id}`, { token: token2 }))
        .body;
      expect(after).toEqual(before);
      const stored = await second.ctx.db
        .select({ evidence: ruleDecisions.evidence })
        .from(ruleDecisions)
        .where(eq(ruleDecisions.accountId, account.id));
      expect(stored).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
