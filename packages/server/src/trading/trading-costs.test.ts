import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { swapCharges, tradeHistories } from "../db/schema";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";

/** Tuesday 2 March 2027, 12:00 UTC: rule set 3 (trading costs) is in force. */
const TUE = Date.parse("2027-03-02T12:00:00Z");
/** Tuesday's rollover. */
const ROLLOVER = Date.parse("2027-03-02T22:00:00Z");

let server: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  server = await startTestServer({ now: new Date(TUE).toISOString() });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: TUE + 1_000 });
  token = await signedInTrader(server, "costs@example.com");
  userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
});
afterAll(() => server.close());

const eurusd = (bid: number, time: number) =>
  server.tick({ symbol: "EURUSD", bid, ask: Math.round((bid + 0.0001) * 1e5) / 1e5, time });

describe("trading costs on a rule set 3 account", () => {
  it("books the commission at the fill and the swap at the rollover, shows both on the position, the trade and its detail, and the breach they cause replays to the cent", async () => {
    // 5K phase I: daily floor $4,750.
    const account = await server.ctx.desk.openAccount(userId, "5K");
    const path = `/api/accounts/${account.id}`;
    expect((await server.request("GET", path, { token })).body.ruleSetVersion).toBe(3);

    const placed = await server.request("POST", `${path}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", volume: 1 },
    });
    expect(placed.status).toBe(201);
    // Bought at 1.10010, valued at 1.10000: spread -$10.00, commission -$7.00 (2 x $3.50).
    expect(placed.body.position).toMatchObject({
      commissionCents: -700,
      swapCents: 0,
      pnlCents: -1_700,
    });
    expect(placed.body.account).toMatchObject({ balanceCents: 500_000, equityCents: 498_300 });

    // Held over Tuesday's 22:00 UTC rollover: one night of the long swap, -$7.00.
    await eurusd(1.1, ROLLOVER + 1_000);
    const [position] = (await server.request("GET", `${path}/positions`, { token })).body.items;
    expect(position).toMatchObject({ commissionCents: -700, swapCents: -700, pnlCents: -2_400 });
    expect((await server.request("GET", path, { token })).body.equityCents).toBe(497_600);
    const rows = await server.ctx.db.select().from(swapCharges);
    expect(rows).toMatchObject([
      {
        positionId: position.id,
        accountId: account.id,
        time: new Date(ROLLOVER),
        symbol: "EURUSD",
        side: "buy",
        nights: 1,
        amountCents: -700,
      },
    ]);

    // A rebuilt desk takes up from the last rollover recorded: nothing is charged twice.
    await server.ctx.desk.changeOutside(async () => undefined);
    await eurusd(1.1, ROLLOVER + 2_000);
    expect(await server.ctx.db.select().from(swapCharges)).toHaveLength(1);

    // The bid falls to 1.09770: the price alone is -$240 (equity $4,760, inside the floor); with
    // the commission and the swap, -$254: $4,746, below it.
    await eurusd(1.0977, ROLLOVER + 60_000);
    const failed = (await server.request("GET", path, { token })).body;
    expect(failed.status).toBe("failed");
    expect(failed.evidence).toMatchObject({
      rule: "dailyLoss",
      threshold: 475_000,
      observed: 474_600,
      positions: [{ commissionCents: -700, swapCents: -700, pnlCents: -25_400 }],
    });
    expect(failed.balanceCents).toBe(474_600);

    const trades = (await server.request("GET", `${path}/trades`, { token })).body.items;
    expect(trades).toMatchObject([
      { id: position.id, pnlCents: -25_400, commissionCents: -700, swapCents: -700 },
    ]);
    const [stored] = await server.ctx.db
      .select()
      .from(tradeHistories)
      .where(eq(tradeHistories.id, position.id));
    expect(stored).toMatchObject({ pnlCents: -25_400, commissionCents: -700, swapCents: -700 });

    const detail = await server.request("GET", `${path}/trades/${position.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      pricePnlCents: -24_000,
      swapCharges: [{ time: new Date(ROLLOVER).toISOString(), nights: 1, amountCents: -700 }],
      fills: [
        { kind: "open", side: "buy", price: 1.1001, reference: null },
        { kind: "close", side: "sell", price: 1.0977, reference: null },
      ],
    });

    // The decision replayed from the records: the commission as recorded, the swap worked out
    // again from the rule set's rates and the rollovers, the same figures to the cent.
    const [decision] = (await server.request("GET", `${path}/decisions`, { token })).body.decisions;
    const replay = await server.request("POST", `${path}/decisions/${decision.id}/replay`, {
      token,
    });
    expect(replay.body.sameDecision).toBe(true);
    const checks = Object.fromEntries(
      replay.body.checks.map((c: { label: string; stored: number; replayed: number }) => [
        c.label,
        [c.stored, c.replayed],
      ]),
    );
    expect(checks).toMatchObject({
      "Commission of the open positions": [-700, -700],
      "Swap of the open positions": [-700, -700],
      "P&L of buy 1 EURUSD": [-25_400, -25_400],
      Equity: [474_600, 474_600],
    });

    // The metrics count what the trade added to the balance; the journal's CSV says its parts.
    const metrics = (await server.request("GET", `${path}/metrics`, { token })).body;
    expect(metrics.statistics).toMatchObject({ trades: 1, netProfitCents: -25_400 });
    const csv = (await server.request("GET", `${path}/trades.csv`, { token })).body as string;
    expect(csv.split("\r\n")[1]!.split(",").slice(8)).toEqual([
      "-254.00",
      "breach",
      "-7.00",
      "-7.00",
    ]);
  });

  it("the Beta account pays no commission and no swap under rule set 3", async () => {
    const accounts = (await server.request("GET", "/api/accounts", { token })).body.accounts;
    const beta = accounts.find((a: { planId: string }) => a.planId === "BETA");
    expect(beta.ruleSetVersion).toBe(3);
    const placed = await server.request("POST", `/api/accounts/${beta.id}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "sell", volume: 1 },
    });
    expect(placed.body.position).toMatchObject({ commissionCents: 0, swapCents: 0 });
  });

  it("a trade of another account, or an id that is not one, is a 404", async () => {
    const other = await signedInTrader(server, "costs-other@example.com");
    const [trade] = await server.ctx.db.select().from(tradeHistories);
    const own = `/api/accounts/${trade!.accountId}/trades/${trade!.id}`;
    expect((await server.request("GET", own, { token: other })).status).toBe(404);
    const bad = await server.request("GET", `/api/accounts/${trade!.accountId}/trades/nope`, {
      token,
    });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe("Trade not found");
  });
});
