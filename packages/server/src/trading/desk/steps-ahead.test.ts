import { desc, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, deskJournal } from "../../db/schema";
import { eurusdHolders } from "../../test/eurusd-holders";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";

// Tick work cut into steps of one account each: cheap steps go on while earlier ones' entries
// are being appended (STEPS_AHEAD_MS), so on PostgreSQL several share an entry instead of one
// commit each. PGlite runs an append on this thread and answers it before the next turn: there
// each step has its entry, as before. Either way the tables end as the engine does.
const VICTIMS = 40;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    desk: { tickStepItems: 1 },
  });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: MARKET_OPEN_TIME + 1_000 });
});
afterAll(() => server.close());

describe("steps ahead of the journal", () => {
  it("share entries when cheap, and leave the tables as the engine left the accounts", async () => {
    const token = await signedInTrader(server, "steps@example.com");
    const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
    const { desk, db } = server.ctx;
    const victims = await eurusdHolders(desk, userId, VICTIMS);
    await desk.idle();
    const [before] = await db
      .select({ seq: deskJournal.seq })
      .from(deskJournal)
      .orderBy(desc(deskJournal.seq))
      .limit(1);

    // 30 pips down: every holder breached, one step each.
    await server.tick({
      symbol: "EURUSD",
      bid: 1.097,
      ask: 1.0971,
      time: MARKET_OPEN_TIME + 60_000,
    });
    await desk.idle();

    const entries = await db
      .select({ commands: deskJournal.commands })
      .from(deskJournal)
      .where(gt(deskJournal.seq, before!.seq));
    const stepsPer = entries
      .map((e) => (e.commands as { k: string }[]).filter((c) => c.k === "step").length)
      .filter((n) => n > 0);
    const steps = stepsPer.reduce((a, b) => a + b, 0);
    // The tick evaluates the first account; a step each for the rest (the last may find none).
    expect(steps).toBeGreaterThanOrEqual(VICTIMS - 1);
    if (server.database.kind === "postgres") {
      // One commit per step would make as many entries as steps.
      expect(stepsPer.length).toBeLessThan(steps);
      expect(Math.max(...stepsPer)).toBeGreaterThan(1);
    } else {
      expect(stepsPer.length).toBe(steps);
    }

    const stored = await db.select({ id: accounts.id, status: accounts.status }).from(accounts);
    const status = new Map(stored.map((a) => [a.id, a.status]));
    for (const id of victims) {
      expect(desk.accountSummary(id).account.status).toBe("failed");
      expect(status.get(id)).toBe("failed");
    }
  });
});
