import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { equitySampleJob } from "../../jobs/equity-sample-job";
import { runJob } from "../../jobs/job-runner";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

// A Wednesday, markets open; quotes go through the real pipeline.
const T0 = MARKET_OPEN_TIME;
let server: TestServer;
let t = T0;
const tick = (symbol: string, bid: number, spread: number) =>
  server.tick({ symbol, bid, ask: Math.round((bid + spread) * 1e5) / 1e5, time: (t += 1_000) });
const eurusd = (bid: number) => tick("EURUSD", bid, 0.0001);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(T0).toISOString() });
  await eurusd(1.1);
  await tick("GBPUSD", 1.25, 0.0002);
});
afterAll(() => server.close());

async function trader(email: string) {
  const token = await signedInTrader(server, email);
  const { body } = await server.request("GET", "/api/accounts", { token });
  const id = body.accounts[0].id as string;
  const get = (path: string) => server.request("GET", `/api/accounts/${id}${path}`, { token });
  const order = (body: Record<string, unknown>) =>
    server.request("POST", `/api/accounts/${id}/orders`, { token, body });
  const closeAll = async () => {
    const open = await get("/positions");
    for (const p of open.body.items)
      await server.request("POST", `/api/accounts/${id}/positions/${p.id}/close`, { token });
  };
  return { token, id, get, order, closeAll };
}

describe("an account's metrics from its stored trades", () => {
  let a: Awaited<ReturnType<typeof trader>>;
  beforeAll(async () => {
    a = await trader("metrics@example.com");
    // +$1,000 on EURUSD (1 lot, +100 pips), -$400 on GBPUSD (sold 1 lot, +40 pips against).
    await a.order({ symbol: "EURUSD", side: "buy", volume: 1 }); // fills at the ask 1.10010
    await eurusd(1.1101);
    await a.closeAll(); // at the bid 1.11010: +$1,000.00
    await a.order({ symbol: "GBPUSD", side: "sell", volume: 1 }); // fills at the bid 1.25000
    await tick("GBPUSD", 1.2538, 0.0002); // ask 1.25400
    await a.closeAll(); // -$400.00
  });

  it("statistics: 2 trades, 50% won, profit factor 2.5, best +$1,000, worst -$400, per instrument", async () => {
    const res = await a.get("/metrics");
    expect(res.status).toBe(200);
    expect(res.body.statistics).toMatchObject({
      trades: 2,
      wins: 1,
      losses: 1,
      winRate: 0.5,
      grossProfitCents: 100_000,
      grossLossCents: 40_000,
      netProfitCents: 60_000,
      profitFactor: 2.5,
      bestTradeCents: 100_000,
      worstTradeCents: -40_000,
      lotsTraded: 2,
      tradingDays: 1,
    });
    expect(res.body.instruments).toEqual([
      { symbol: "EURUSD", trades: 1, wins: 1, winRate: 1, netProfitCents: 100_000, lotsTraded: 1 },
      { symbol: "GBPUSD", trades: 1, wins: 0, winRate: 0, netProfitCents: -40_000, lotsTraded: 1 },
    ]);
  });

  it("objectives of the $1,000,000 Beta: $600 of the $80,000 target, daily floor $950,600, max floor $900,000", async () => {
    const res = await a.get("/metrics");
    const line = (id: string) => res.body.objectives.find((o: { id: string }) => o.id === id);
    expect(line("profitTarget")).toMatchObject({
      status: "inProgress",
      thresholdValue: 108_000_000,
      currentValue: 100_060_000,
      leftValue: 7_940_000,
    });
    expect(line("profitTarget").progress).toBeCloseTo(600 / 80_000, 12);
    expect(line("dailyLoss")).toMatchObject({
      status: "inProgress",
      thresholdValue: 95_000_000,
      leftValue: 5_060_000,
    });
    expect(line("maxLoss")).toMatchObject({ thresholdValue: 90_000_000, leftValue: 10_060_000 });
  });

  it("the equity curve starts at $1,000,000, steps at each close, ends now; the floors come with it", async () => {
    const res = await a.get("/equity");
    expect(res.status).toBe(200);
    expect(res.body.points.map((p: { balanceCents: number }) => p.balanceCents)).toEqual([
      100_000_000, 100_100_000, 100_060_000, 100_060_000,
    ]);
    expect(res.body).toMatchObject({
      dailyLossFloorCents: 95_000_000,
      maxLossFloorCents: 90_000_000,
      targetBalanceCents: 108_000_000,
    });
    const thin = await a.get("/equity?maxPoints=10");
    expect(thin.body.points).toHaveLength(4);
    expect((await a.get("/equity?maxPoints=5000")).status).toBe(400);
    expect((await a.get("/equity?from=yesterday")).status).toBe(400);
  });

  it("an equity sample while a position floats shows on the curve between the trades", async () => {
    await a.order({ symbol: "EURUSD", side: "buy", volume: 1 }); // ask 1.11020
    await eurusd(1.1092); // bid: -$100.00 floating
    const run = await runJob(server.ctx, equitySampleJob, "sample-1", "schedule");
    expect(run.status).toBe("done");
    const res = await a.get("/equity");
    const sampled = res.body.points.filter(
      (p: { balanceCents: number; equityCents: number }) => p.equityCents !== p.balanceCents,
    );
    expect(sampled).toEqual([
      expect.objectContaining({ balanceCents: 100_060_000, equityCents: 100_050_000 }),
      expect.objectContaining({ balanceCents: 100_060_000, equityCents: 100_050_000 }), // now
    ]);
    await a.closeAll();
  });

  it("daily rows: today's P&L and trades, closing balance now", async () => {
    const res = await a.get("/daily");
    expect(res.body.days).toEqual([
      {
        day: "2026-01-07",
        pnlCents: 50_000,
        trades: 3,
        balanceCents: 100_050_000,
        equityCents: 100_050_000,
      },
    ]);
  });

  it("the journal filters by instrument and side, pages, and exports the same rows as CSV", async () => {
    const all = await a.get("/trades");
    expect(all.body.items).toHaveLength(3);
    const gbp = await a.get("/trades?symbol=GBPUSD");
    expect(gbp.body.items.map((x: { symbol: string }) => x.symbol)).toEqual(["GBPUSD"]);
    const sells = await a.get("/trades?side=sell");
    expect(sells.body.items).toHaveLength(1);
    const page = await a.get("/trades?limit=2");
    expect(page.body.items).toHaveLength(2);
    const rest = await a.get(`/trades?limit=2&cursor=${page.body.nextCursor}`);
    expect(rest.body.items).toHaveLength(1);
    const future = await a.get("/trades?from=2030-01-01T00:00:00Z");
    expect(future.body.items).toEqual([]);
    expect((await a.get("/trades?symbol=eur;drop")).status).toBe(400);

    const csv = await a.get("/trades.csv?symbol=EURUSD");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = (csv.body as string).trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,symbol,side,volume,open_time,open_price,close_time,close_price,pnl_usd,reason,commission_usd,swap_usd",
    );
    expect(lines.slice(1).map((l) => l.split(",").slice(1, 4).concat(l.split(",")[8]!))).toEqual([
      ["EURUSD", "buy", "1", "1000.00"],
      ["EURUSD", "buy", "1", "-100.00"],
    ]);
  });

  it("another trader gets 404 on every metrics route; an admin reads them", async () => {
    const other = await signedInTrader(server, "nosy@example.com");
    for (const path of ["/metrics", "/equity", "/daily", "/decisions", "/trades", "/trades.csv"]) {
      const res = await server.request("GET", `/api/accounts/${a.id}${path}`, { token: other });
      expect([path, res.status]).toEqual([path, 404]);
    }
    const admin = await signedInAdmin(server);
    const res = await server.request("GET", `/api/accounts/${a.id}/metrics`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.statistics.trades).toBe(3);
  });
});

describe("a breach, its stored evidence and its replay", () => {
  it("a daily-loss breach is listed with the tick and positions, and replays to the same decision", async () => {
    await eurusd(1.1);
    const b = await trader("breach@example.com");
    // 100 lots: a 50-pip fall is -$50,000, the whole daily allowance of the $1,000,000 Beta.
    // Two orders of 50 lots (the most per order).
    await b.order({ symbol: "EURUSD", side: "buy", volume: 50 }); // ask 1.10010
    await b.order({ symbol: "EURUSD", side: "buy", volume: 50 });
    await eurusd(1.0951); // bid: -$50,000.00, equity $950,000.00: holds
    await eurusd(1.09509); // -$50,100.00: equity $949,900.00 breaches
    const account = await b.get("");
    expect(account.body.status).toBe("failed");

    const list = await b.get("/decisions");
    expect(list.body.decisions).toHaveLength(1);
    const decision = list.body.decisions[0];
    expect(decision).toMatchObject({ rule: "dailyLoss", outcome: "breach" });
    expect(decision.evidence).toMatchObject({
      threshold: 95_000_000,
      observed: 94_990_000,
      quote: { symbol: "EURUSD", bid: 1.09509 },
      positions: [
        { symbol: "EURUSD", side: "buy", volume: 50, pnlCents: -2_505_000 },
        { symbol: "EURUSD", side: "buy", volume: 50, pnlCents: -2_505_000 },
      ],
    });

    const replay = await server.request(
      "POST",
      `/api/accounts/${b.id}/decisions/${decision.id}/replay`,
      { token: b.token },
    );
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({
      sameDecision: true,
      storedRule: "dailyLoss",
      replayedRule: "dailyLoss",
    });
    expect(replay.body.checks.every((c: { same: boolean }) => c.same)).toBe(true);

    const metrics = await b.get("/metrics");
    const daily = metrics.body.objectives.find((o: { id: string }) => o.id === "dailyLoss");
    expect(daily).toMatchObject({ status: "failed", currentValue: 94_990_000 });

    const unknown = await server.request(
      "POST",
      `/api/accounts/${b.id}/decisions/00000000-0000-4000-8000-000000000000/replay`,
      { token: b.token },
    );
    expect(unknown.status).toBe(404);
  });
});
