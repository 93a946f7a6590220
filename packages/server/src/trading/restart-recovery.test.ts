import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer } from "../test/test-server";
import { signedInTrader, TEST_PASSWORD } from "../test/test-users";

const dataDir = mkdtempSync(path.join(tmpdir(), "proparena-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
});
