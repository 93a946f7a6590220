import { count, desc, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  deskJournal,
  notices,
  outboxEmails,
  positions,
  ruleDecisions,
  tradeHistories,
} from "../../db/schema";
import { eurusdHolders } from "../../test/eurusd-holders";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";
import { placeOrder } from "../../services/trading/place-order";
import { TICK_ITEMS, TICK_STEP_ITEMS } from "./trading-desk";

// Hundreds of accounts breached by one quote: the engine goes through the tick's work in steps
// of TICK_STEP_ITEMS (each its own small journal entry, the tick's first), later quotes and other
// accounts' orders are served between them, and the tables follow behind.
const VICTIMS = TICK_ITEMS + TICK_STEP_ITEMS;

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());

describe("a mass breach", () => {
  it("fails every account the quote breaches, each durable with its decision, while others keep trading", async () => {
    const token = await signedInTrader(server, "crowd@example.com");
    const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
    const { desk } = server.ctx;
    const victims = await eurusdHolders(desk, userId, VICTIMS);
    const bystander = (await desk.openAccount(userId, "5K")).id;

    await desk.idle();
    const [before] = await server.ctx.db
      .select({ seq: deskJournal.seq })
      .from(deskJournal)
      .orderBy(desc(deskJournal.seq))
      .limit(1);
    // 30 pips down: $300 lost on 1 lot, past the 5K's $250 daily loss.
    const crash = { symbol: "EURUSD", bid: 1.097, ask: 1.0971, time: MARKET_OPEN_TIME + 60_000 };
    server.ctx.market.publish(crash);
    // More than TICK_ITEMS accounts to evaluate: the tick did none of its work at once; all of it
    // waits for the steps, a turn later.
    expect(victims.length).toBeGreaterThan(TICK_ITEMS);
    for (const id of victims) expect(desk.accountSummary(id).account.status).toBe("active");
    for (const id of victims) expect(desk.isDue(id)).toBe(true);
    // The next quote, right behind it, is applied at once; its work queues behind the crash's,
    // which is done at the crash's quotes.
    const next = { symbol: "EURUSD", bid: 1.0965, ask: 1.0966, time: crash.time + 1_000 };
    server.ctx.market.publish(next);
    expect(desk.quote("EURUSD")).toMatchObject({ bid: next.bid });
    for (const id of victims) expect(desk.accountSummary(id).account.status).toBe("active");
    // The desk's clock check (every second) moves the clock and leaves the work to its steps.
    const clocked = desk.advanceTime();
    for (const id of victims) expect(desk.isDue(id)).toBe(true);
    // An operation on an account the work has yet to reach waits for it: the work is done first
    // (all of it), and the order meets the account as the crash left it, failed.
    const late = desk.closePosition(victims[0]!, desk.openPositions(victims[0]!)[0]!.id);
    for (const id of victims) expect(desk.accountSummary(id).account.status).toBe("failed");
    await expect(late).rejects.toMatchObject({ code: "ACCOUNT_FAILED" });
    // An order on another account in the same turn fills at the next quote.
    const order = placeOrder(server.ctx, userId, bystander, {
      symbol: "EURUSD",
      side: "sell",
      type: "market",
      volume: 1,
    });
    await expect(order).resolves.toMatchObject({
      order: { status: "filled", fillPrice: next.bid },
    });
    await clocked;
    await desk.idle();

    const failed = await server.ctx.db
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.status, "failed"));
    expect(failed[0]!.n).toBe(VICTIMS);
    const decisions = await server.ctx.db.select({ n: count() }).from(ruleDecisions);
    expect(decisions[0]!.n).toBe(VICTIMS);
    const open = await server.ctx.db.select({ id: positions.accountId }).from(positions);
    expect(open.map((p) => p.id)).toEqual([bystander]);
    // Every breach closed at the crash's quote, the later steps' too, not at the next one.
    const closes = await server.ctx.db
      .selectDistinct({ price: tradeHistories.closePrice })
      .from(tradeHistories)
      .where(inArray(tradeHistories.accountId, victims));
    expect(closes).toEqual([{ price: crash.bid }]);
    // The journal took the burst as its inputs: the ticks, the clock check, the step that finished their work and
    // the order, not 300 accounts' records.
    const entries = await server.ctx.db
      .select({ seq: deskJournal.seq, commands: deskJournal.commands })
      .from(deskJournal)
      .where(gt(deskJournal.seq, before!.seq));
    const kinds = entries.flatMap((e) => (e.commands as { k: string }[]).map((c) => c.k));
    expect(kinds).toEqual(["tick", "tick", "advance", "step", "place"]);
    // Each breach is one notice and one e-mail, written after the tick, in the outbox.
    await server.notices.idle();
    const noticed = await server.ctx.db
      .select({ n: count() })
      .from(notices)
      .where(eq(notices.kind, "breach"));
    expect(noticed[0]!.n).toBe(VICTIMS);
    const mailed = await server.ctx.db
      .select({ n: count() })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, "Your 5K phase I account failed: daily loss limit"));
    expect(mailed[0]!.n).toBe(VICTIMS);
  });
});
