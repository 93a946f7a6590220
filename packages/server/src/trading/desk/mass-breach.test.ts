import { count, desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  deskJournal,
  notices,
  outboxEmails,
  positions,
  ruleDecisions,
} from "../../db/schema";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../../test/test-server";
import { EVALUATIONS_PER_STEP } from "./rebuild-engine";
import { signedInTrader } from "../../test/test-users";
import { placeOrder } from "../../services/trading/place-order";

// More accounts breached by one quote than one engine step evaluates: the desk goes through the
// tick in steps, each journaled as a small entry (the step itself), an order on another account
// is served meanwhile, and the tables follow behind.
const VICTIMS = EVALUATIONS_PER_STEP * 2 + 50;

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
    const victims: string[] = [];
    for (let i = 0; i < VICTIMS; i++) {
      const account = await desk.openAccount(userId, "5K");
      await placeOrder(server.ctx, userId, account.id, {
        symbol: "EURUSD",
        side: "buy",
        type: "market",
        volume: 1,
      });
      victims.push(account.id);
    }
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
    // The publish went through the first step only: accounts are evaluated in id order.
    const sorted = [...victims].sort();
    expect(desk.accountSummary(sorted[0]!).account.status).toBe("failed");
    expect(desk.accountSummary(sorted.at(-1)!).account.status).toBe("active");
    // Served while the tick is still being gone through.
    const order = placeOrder(server.ctx, userId, bystander, {
      symbol: "EURUSD",
      side: "sell",
      type: "market",
      volume: 1,
    });
    await expect(order).resolves.toMatchObject({ order: { status: "filled" } });
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
    for (const id of victims) expect(desk.accountSummary(id).account.status).toBe("failed");
    // The journal took the burst as its inputs: the tick, its two further steps and the order,
    // not 450 accounts' records.
    const entries = await server.ctx.db
      .select({ seq: deskJournal.seq, commands: deskJournal.commands })
      .from(deskJournal)
      .where(gt(deskJournal.seq, before!.seq));
    const kinds = entries.flatMap((e) => (e.commands as { k: string }[]).map((c) => c.k));
    expect(kinds.sort()).toEqual(["continue", "continue", "place", "tick"]);
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
