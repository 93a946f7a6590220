import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, positions, ruleDecisions, tradeHistories } from "../db/schema";
import { placeOrder } from "../services/trading/place-order";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";
import { rebuildEngine } from "./desk/rebuild-engine";
import { GuardRefused, persistBatchInTurns, reduceWrites } from "./persist-update";

// A batch bigger than a statement is written as one transaction of small statements, in turns:
// all of it or nothing, as the one-statement write.
const VICTIMS = 12;
const ROWS_PER_STATEMENT = 5; // every table of the breach takes several statements

let server: TestServer;
let victims: string[];
beforeAll(async () => {
  server = await startTradingTestServer();
  const token = await signedInTrader(server, "turns@example.com");
  const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
  const { desk } = server.ctx;
  victims = [];
  for (let i = 0; i < VICTIMS; i++) {
    const account = await desk.openAccount(userId, "5K");
    for (const volume of [0.5, 0.5]) {
      await placeOrder(server.ctx, userId, account.id, {
        symbol: "EURUSD",
        side: "buy",
        type: "market",
        volume,
      });
    }
    victims.push(account.id);
  }
  await desk.materialised();
});
afterAll(() => server.close());

/** The breach a 30-pip drop makes, computed on an engine of its own from the tables. */
async function breachWrites() {
  const { engine } = await rebuildEngine(
    server.ctx.db,
    MARKET_OPEN_TIME + 60_000,
    server.ctx.settings.resetTimeZone,
    [server.ctx.desk.quote("EURUSD")!],
    RULE_SETS,
  );
  const update = engine.applyTick({
    symbol: "EURUSD",
    bid: 1.097,
    ask: 1.0971,
    time: MARKET_OPEN_TIME + 60_000,
  });
  if (!update.ok) throw new Error(update.reason);
  return reduceWrites([
    { events: update.value.events, accounts: update.value.accounts, created: [] },
  ])!;
}

const failedCount = async () =>
  (
    await server.ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.status, "failed"))
  ).length;

describe("persistBatchInTurns", () => {
  it("writes nothing when the guard matches no row", async () => {
    const reduced = await breachWrites();
    expect(reduced.accounts.size).toBe(VICTIMS);
    await expect(
      persistBatchInTurns(server.ctx.db, reduced, sql`select 1 where false`, ROWS_PER_STATEMENT),
    ).rejects.toBeInstanceOf(GuardRefused);
    expect(await failedCount()).toBe(0);
    expect(
      await server.ctx.db.select().from(positions).where(inArray(positions.accountId, victims)),
    ).toHaveLength(2 * VICTIMS);
  });

  it("writes the whole batch, table by table in small statements, resting between them", async () => {
    const reduced = await breachWrites();
    const REST_PER_BUSY = 2;
    const started = performance.now();
    const { busyMs, restedMs } = await persistBatchInTurns(
      server.ctx.db,
      reduced,
      sql`select 1`,
      ROWS_PER_STATEMENT,
      REST_PER_BUSY,
    );
    const elapsed = performance.now() - started;
    // Accounts, orders, trades and decisions each take several statements.
    expect(busyMs.length).toBeGreaterThanOrEqual(4 * Math.ceil(VICTIMS / ROWS_PER_STATEMENT));
    // Before each statement but the first, a rest of twice the one before (a timer may fire up
    // to a millisecond early by its rounding).
    const owed = busyMs.slice(0, -1).reduce((sum, ms) => sum + REST_PER_BUSY * ms, 0);
    expect(restedMs).toBeGreaterThanOrEqual(owed - busyMs.length);
    const busy = busyMs.reduce((sum, ms) => sum + ms, 0);
    expect(elapsed).toBeGreaterThanOrEqual(busy + restedMs);
    expect(await failedCount()).toBe(VICTIMS);
    expect(
      await server.ctx.db.select().from(positions).where(inArray(positions.accountId, victims)),
    ).toHaveLength(0);
    const trades = await server.ctx.db
      .select({ id: tradeHistories.id })
      .from(tradeHistories)
      .where(inArray(tradeHistories.accountId, victims));
    expect(trades).toHaveLength(2 * VICTIMS);
    const decisions = await server.ctx.db
      .select({ outcome: ruleDecisions.outcome })
      .from(ruleDecisions)
      .where(inArray(ruleDecisions.accountId, victims));
    expect(decisions.map((d) => d.outcome)).toEqual(Array(VICTIMS).fill("breach"));
  });
});
