import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, tradeHistories } from "../db/schema";
import { parseEnv } from "../config/env";
import { selectReferenceFeed, type ReferenceFeed } from "../market/reference/select-reference-feed";
import { startBinanceStandIn, type BinanceStandIn } from "../test/venues/binance-stand-in";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";
import { waitUntil } from "../test/wait-until";

/** Wednesday 3 March 2027, 10:00 UTC. */
const T0 = Date.parse("2027-03-03T10:00:00Z");
const silent = { info() {}, warn() {}, error() {} };

let server: TestServer;
let standIn: BinanceStandIn;
let reference: ReferenceFeed;
let token: string;
let accountId: string;

beforeAll(async () => {
  standIn = await startBinanceStandIn();
  server = await startTestServer({ now: new Date(T0).toISOString() });
  // The market prices BTCUSD itself (here: the test's ticks, as the simulated feed would); the
  // Binance stand-in is the independent reference, as MARKET_REFERENCE_FEED=binance runs it.
  const env = parseEnv({
    MARKET_REFERENCE_FEED: "binance",
    BINANCE_WS_URL: standIn.url,
    MARKET_REFERENCE_MAX_AGE_MS: "5000",
  });
  if (!env.ok) throw new Error(env.message);
  reference = selectReferenceFeed(env.env, { clock: server.clock, log: silent })!;
  await reference.feed.start();
  server.ctx.desk.useReference(reference.quotes);
  await server.tick({ symbol: "BTCUSD", bid: 65_000, ask: 65_001, time: T0 });
  await server.tick({ symbol: "ETHUSD", bid: 3_500, ask: 3_501, time: T0 });
  token = await signedInTrader(server, "reference@example.com");
  const accounts = (await server.request("GET", "/api/accounts", { token })).body.accounts;
  accountId = accounts[0].id;
});
afterAll(async () => {
  await reference.feed.stop();
  await server.close();
  await standIn.close();
});

/** The stand-in quotes BTCUSDT; resolves once the reference store has that quote. */
async function referenceQuote(bid: number, ask: number) {
  standIn.bookTicker("BTCUSDT", bid, ask);
  await waitUntil(async () => {
    const q = reference.quotes.at("BTCUSD", server.clock.now().getTime());
    return q?.bid === bid && q.ask === ask;
  });
}

const order = async (body: object) => {
  const res = await server.request("POST", `/api/accounts/${accountId}/orders`, {
    token,
    body: { symbol: "BTCUSD", volume: 0.1, ...body },
  });
  expect(res.status).toBe(201);
  return res.body as { order: { id: string }; position: { id: string } };
};
const close = async (positionId: string) => {
  const res = await server.request(
    "POST",
    `/api/accounts/${accountId}/positions/${positionId}/close`,
    { token },
  );
  expect(res.status).toBe(200);
};
const detail = async (tradeId: string) =>
  (await server.request("GET", `/api/accounts/${accountId}/trades/${tradeId}`, { token })).body;

describe("fills checked against an independent reference venue", () => {
  it("stores the reference quote with every fill, shows it in the trade's detail, and /api/status/fills gives the median and p99 of the differences", async () => {
    // Our market: 65,000.00 / 65,001.00 throughout.
    // 1: buy at 65,001.00 against the reference ask 65,000.60: +0.40 (worse for the trader).
    // 2: its close, a sell at 65,000.00 against the reference bid 65,000.10: +0.10.
    await referenceQuote(65_000.1, 65_000.6);
    const first = await order({ side: "buy" });
    await close(first.position.id);
    // 3: a sell at 65,000.00 against the bid 64,999.70: -0.30 (better for the trader).
    // 4: its close, a buy at 65,001.00 against the ask 65,000.20: +0.80.
    await referenceQuote(64_999.7, 65_000.2);
    const second = await order({ side: "sell" });
    await close(second.position.id);
    // 5: a buy at 65,001.00 against the ask 64,999.50: +1.50 (left open).
    await referenceQuote(64_999, 64_999.5);
    await order({ side: "buy" });
    // ETHUSD: the reference has no quote of it; a fill without a reference.
    const eth = await order({ symbol: "ETHUSD", side: "buy", volume: 1 });
    await close(eth.position.id);
    // Six seconds on with no word from the venue: its quote is too old to compare with.
    server.clock.set(new Date(T0 + 6_000));
    const stale = await order({ side: "buy" });

    // The order rows (opening fills) and trade rows (closing fills) keep the quote.
    const [row] = await server.ctx.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(row).toMatchObject({
      fillPrice: 65_001,
      referenceBid: 65_000.1,
      referenceAsk: 65_000.6,
      referenceTime: new Date(T0),
      referenceVenue: "binance",
    });
    const [staleRow] = await server.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, stale.order.id));
    expect(staleRow).toMatchObject({ referenceBid: null, referenceTime: null });
    const [closed] = await server.ctx.db
      .select()
      .from(tradeHistories)
      .where(eq(tradeHistories.id, second.position.id));
    expect(closed).toMatchObject({
      closePrice: 65_001,
      closeReferenceBid: 64_999.7,
      closeReferenceAsk: 65_000.2,
      closeReferenceVenue: "binance",
    });

    // The trade's detail: our price, the reference side it compares with, the difference.
    expect((await detail(first.position.id)).fills).toEqual([
      {
        kind: "open",
        side: "buy",
        time: new Date(T0).toISOString(),
        price: 65_001,
        reference: {
          venue: "binance",
          time: new Date(T0).toISOString(),
          bid: 65_000.1,
          ask: 65_000.6,
          price: 65_000.6,
          difference: 0.4,
          differenceUnits: 40,
          unit: "point",
        },
      },
      {
        kind: "close",
        side: "sell",
        time: new Date(T0).toISOString(),
        price: 65_000,
        reference: expect.objectContaining({
          price: 65_000.1,
          difference: 0.1,
          differenceUnits: 10,
        }),
      },
    ]);
    expect(
      (await detail(second.position.id)).fills.map(
        (f: { reference: { difference: number } }) => f.reference.difference,
      ),
    ).toEqual([-0.3, 0.8]);
    // No reference: the detail says so (null), it does not make one up.
    expect(
      (await detail(eth.position.id)).fills.map((f: { reference: unknown }) => f.reference),
    ).toEqual([null, null]);

    // By hand: the five BTCUSD differences sorted are -0.30, 0.10, 0.40, 0.80, 1.50.
    // Median: the third, 0.40. p99 (linear interpolation): position 0.99 x (5 - 1) = 3.96,
    // between the fourth (0.80) and the fifth (1.50): 0.80 + 0.96 x 0.70 = 1.472.
    // In points (0.01): 40 and 147.2. ETHUSD and the stale fill had no reference: not counted.
    const status = await server.request("GET", "/api/status/fills");
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      from: new Date(T0 + 6_000 - 86_400_000).toISOString(),
      to: new Date(T0 + 6_000).toISOString(),
      symbols: [
        {
          symbol: "BTCUSD",
          fills: 5,
          venues: ["binance"],
          unit: "point",
          unitSize: 0.01,
          medianDifference: 0.4,
          p99Difference: 1.472,
          medianUnits: 40,
          p99Units: 147.2,
        },
      ],
    });
    // Public: no token needed; and a day later the window is empty.
    server.clock.set(new Date(T0 + 86_400_000 + 60_000));
    const later = await server.request("GET", "/api/status/fills");
    expect(later.body.symbols).toEqual([]);
  });
});
