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
import { signedInTrader } from "../../test/test-users";
import { placeOrder } from "../../services/trading/place-order";

// Hundreds of accounts breached by one quote: the engine goes through the whole tick at once,
// the journal takes it as one small entry (the tick), and the tables follow behind.
const VICTIMS = 450;

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
    // The publish went through the whole tick: every victim is failed in the engine already.
    for (const id of victims) expect(desk.accountSummary(id).account.status).toBe("failed");
    // An order on another account in the same turn joins the same small entry.
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
    // The journal took the burst as its inputs: the tick and the order, not 450 accounts' records.
    const entries = await server.ctx.db
      .select({ seq: deskJournal.seq, commands: deskJournal.commands })
      .from(deskJournal)
      .where(gt(deskJournal.seq, before!.seq));
    const kinds = entries.flatMap((e) => (e.commands as { k: string }[]).map((c) => c.k));
    expect(kinds).toEqual(["tick", "place"]);
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
