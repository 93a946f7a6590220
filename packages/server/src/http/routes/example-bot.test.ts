import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBot } from "../../../../../docs/examples/ma-crossover-bot";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { eurusdQuotesAfter } from "../../test/eurusd-ticks";
import { signedInTrader } from "../../test/test-users";
import { waitUntil } from "../../test/wait-until";

// Issue 32's Done-when: the example bot of docs/trading-api.md, as a reader would run it, against
// a real server: it trades the Beta account through the API and its orders are API orders.
let server: TestServer;
const quoteAfter = eurusdQuotesAfter(() => server, MARKET_OPEN_TIME);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await quoteAfter(1_000);
});
afterAll(() => server.close());

describe("the example moving-average crossover bot (docs/examples)", () => {
  it("trades the Beta account on crossings, and its orders are API orders in the journal", async () => {
    const token = await signedInTrader(server, "bot-writer@example.com");
    const made = await server.request("POST", "/api/account/api-keys", {
      token,
      body: { name: "MA crossover", scopes: ["read", "trade"] },
    });
    const stop = new AbortController();
    const lines: string[] = [];
    const running = runBot({
      baseUrl: server.url,
      key: made.body.key,
      fast: 3,
      slow: 6,
      volume: 0.1,
      maxOrders: 3,
      signal: stop.signal,
      log: (line) => lines.push(line),
    });
    const accountId = (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
    // Up, down, up: each turn makes the fast average cross the slow one.
    const path = [
      ...Array.from({ length: 8 }, (_, i) => 1.1 + i * 0.0002),
      ...Array.from({ length: 10 }, (_, i) => 1.1014 - i * 0.0004),
      ...Array.from({ length: 10 }, (_, i) => 1.0978 + i * 0.0005),
    ];
    for (const bid of path) {
      await quoteAfter(1_000, Math.round(bid * 1e5) / 1e5);
      // Quotes reach the bot through the stream; give it time to act on each.
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await waitUntil(async () => {
      const orders = await server.request("GET", `/api/accounts/${accountId}/orders`, { token });
      return orders.body.items.length >= 2;
    }, 5_000);
    stop.abort();
    const result = await running;
    expect(result.accountId).toBe(accountId);
    expect(result.orders.length).toBeGreaterThanOrEqual(2);
    // A sell on the fall, then a buy on the rise.
    expect(result.orders.map((o) => o.side).slice(0, 2)).toEqual(["sell", "buy"]);

    const orders = await server.request("GET", `/api/accounts/${accountId}/orders`, { token });
    expect(orders.body.items.length).toBe(result.orders.length);
    expect(orders.body.items.every((o: { api: boolean }) => o.api)).toBe(true);
    // The buy closed the sell: its trade is in the journal, as an API trade.
    const trades = await server.request("GET", `/api/accounts/${accountId}/trades`, { token });
    expect(trades.body.items[0]).toMatchObject({ side: "sell", api: true });
    expect(lines.some((l) => l.startsWith("closed sell"))).toBe(true);
  });
});
