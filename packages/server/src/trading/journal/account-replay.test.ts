import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ruleDecisions } from "../../db/schema";
import { placeOrder } from "../../services/trading/place-order";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";
import { replayAccountFromJournal } from "./account-replay";

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());

const eurusd = (bid: number, at: number) =>
  server.tick({ symbol: "EURUSD", bid, ask: bid + 0.0001, time: MARKET_OPEN_TIME + at });

describe("one account's history replayed from the journal", () => {
  it("reaches the decisions the desk made, with the same evidence, whatever the other accounts did", async () => {
    const token = await signedInTrader(server, "audited@example.com");
    const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
    const { desk } = server.ctx;
    const audited = await desk.openAccount(userId, "5K");
    const other = await desk.openAccount(userId, "10K");
    const buy = (volume: number) =>
      ({ symbol: "EURUSD", side: "buy", type: "market", volume }) as const;

    // Both accounts trade in the same entries: ids, fills and closes interleave.
    const [first] = await Promise.all([
      placeOrder(server.ctx, userId, audited.id, buy(1)),
      placeOrder(server.ctx, userId, other.id, buy(2)),
    ]);
    await eurusd(1.1005, 10_000);
    await desk.closePositionPart(audited.id, first.position!.id, 0.4);
    await Promise.all([
      placeOrder(server.ctx, userId, audited.id, { ...buy(0.5), stopLoss: 1.098 }),
      placeOrder(server.ctx, userId, other.id, { ...buy(1), takeProfit: 1.101 }),
    ]);
    await eurusd(1.101, 20_000); // the other account's take profit
    // 40 pips below the first fill: past the 5K's $250 daily loss on 1.1 lots.
    await eurusd(1.0975, 30_000);
    await desk.idle();
    expect(desk.accountSummary(audited.id).account.status).toBe("failed");

    const stored = await server.ctx.db
      .select({ evidence: ruleDecisions.evidence })
      .from(ruleDecisions)
      .where(eq(ruleDecisions.accountId, audited.id))
      .orderBy(asc(ruleDecisions.time));
    expect(stored.length).toBeGreaterThan(0);

    const replay = await replayAccountFromJournal(server.ctx.db, audited.id, {
      timeZone: desk.timeZone,
      marketHours: desk.marketHours,
    });
    expect(replay).not.toBeNull();
    // The same decisions, evidence and all (positions by their ids, figures to the cent).
    expect(JSON.parse(JSON.stringify(replay!.decisions))).toEqual(stored.map((s) => s.evidence));
    // And the same account at the end.
    expect(replay!.engine.getAccount(audited.id)).toEqual(desk.accountSummary(audited.id).account);
    expect(replay!.engine.getAccount(other.id)).toBeUndefined();
  });

  it("is null for an account the journal does not hold", async () => {
    const replay = await replayAccountFromJournal(
      server.ctx.db,
      "00000000-0000-4000-8000-000000000000",
      { timeZone: "UTC", marketHours: "always-open" },
    );
    expect(replay).toBeNull();
  });
});
