import type { IntegrityFlag } from "@proparena/contracts/integrity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { closePosition, eurusdQuotesAfter, openEurusd } from "../../test/eurusd-ticks";
import { signedInTrader } from "../../test/test-users";
import { waitUntil } from "../../test/wait-until";

// Latency arbitrage through the real server: the desk tells the integrity runner the quote each
// open filled on, the runner takes the symbol's next quote from the market feed, and a close
// reaches the monitor with both. Spread 1 pip (0.0001) throughout.
let server: TestServer;
const quoteAfter = eurusdQuotesAfter(() => server, MARKET_OPEN_TIME);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await quoteAfter(1_000, 1.1);
});
afterAll(() => server.close());

async function firstAccount(token: string): Promise<string> {
  return (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
}

const open = (token: string, accountId: string, side: "buy" | "sell") =>
  openEurusd(server, token, accountId, side, 1);
const close = (token: string, accountId: string, positionId: string) =>
  closePosition(server, token, accountId, positionId);

const flagsOf = async (token: string, accountId: string) => {
  const res = await server.request("GET", `/api/accounts/${accountId}/integrity`, { token });
  expect(res.status).toBe(200);
  return res.body.flags as IntegrityFlag[];
};

describe("latency arbitrage", () => {
  it("profits from fills just before the quote jumps their way: a latency-arbitrage flag with the quotes; an ordinary trader's profits from later moves: none", async () => {
    const fast = await signedInTrader(server, "fast-feed@example.com");
    const ordinary = await signedInTrader(server, "ordinary@example.com");
    const fastAccount = await firstAccount(fast);
    const ordinaryAccount = await firstAccount(ordinary);

    // Six times: the fast trader opens on 1.10000/1.10010 and 100 ms later the quote jumps 4 pips
    // their way (4 spreads; 2 make a jump), they close a minute later on the new price.
    const opened: string[] = [];
    for (let i = 0; i < 6; i++) {
      const side = i % 2 === 0 ? "buy" : "sell";
      await quoteAfter(5 * 60_000, 1.1);
      const id = await open(fast, fastAccount, side);
      opened.push(id);
      await quoteAfter(100, side === "buy" ? 1.1004 : 1.0996);
      await quoteAfter(60_000, side === "buy" ? 1.1004 : 1.0996);
      await close(fast, fastAccount, id);
    }

    // The ordinary trader: the next quote 100 ms after each fill is the same price; the profit
    // comes from a move ten minutes later. Six trades, all profitable.
    for (let i = 0; i < 6; i++) {
      const side = i % 2 === 0 ? "buy" : "sell";
      await quoteAfter(5 * 60_000, 1.1);
      const id = await open(ordinary, ordinaryAccount, side);
      await quoteAfter(100, 1.1);
      await quoteAfter(10 * 60_000, side === "buy" ? 1.1006 : 1.0994);
      await close(ordinary, ordinaryAccount, id);
    }

    await waitUntil(
      async () => (await flagsOf(fast, fastAccount)).some((f) => f.kind === "latency-arbitrage"),
      5_000,
    );
    const flag = (await flagsOf(fast, fastAccount)).find((f) => f.kind === "latency-arbitrage")!;
    // Every trade suspicious and all the profit theirs: at the fifth close the score is
    // share 1 x min(1, 5 / 5) = 1, which holds; the flag keeps that first detection's evidence.
    expect(flag).toMatchObject({ score: 1, hold: true });
    expect(flag.evidence.figures).toMatchObject({ suspiciousTrades: 5, trades: 5, profitShare: 1 });
    expect(flag.evidence.trades.map((x) => x.id).sort()).toEqual(opened.slice(0, 5).sort());
    // Each trade's two quotes: the one it filled on and the jump 100 ms after.
    expect(flag.evidence.quotes).toHaveLength(10);
    expect(flag.evidence.quotes.slice(0, 2)).toEqual([
      { symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: expect.any(String) },
      { symbol: "EURUSD", bid: 1.1004, ask: 1.1005, time: expect.any(String) },
    ]);
    const [at, after] = flag.evidence.quotes.map((q) => Date.parse(q.time));
    expect(after! - at!).toBe(100);

    // The runner keeps nothing of closed positions.
    expect(server.integrity.fillQuotes.size).toBe(0);
    expect(await flagsOf(ordinary, ordinaryAccount)).toEqual([]);
  });
});
