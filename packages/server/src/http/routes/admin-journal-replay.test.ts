import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, ruleDecisions } from "../../db/schema";
import { replayAccountJournal } from "../../services/admin/journal-replay/replay-account-journal";
import { eurusdTicks, openEurusd } from "../../test/eurusd-ticks";
import { replayAccountFromJournal } from "../../trading/journal/account-replay";
import { journalPosition } from "../../trading/journal/journal-store";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTradingTestServer();
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const eurusd = eurusdTicks(() => server, MARKET_OPEN_TIME + 1_000);
const replay = (accountId: string, token: string | null = admin) =>
  server.request("POST", `/api/admin/accounts/${accountId}/journal-replay`, {
    token: token ?? undefined,
  });

/** A trader's 5K phase I account (daily loss floor $4,750), bought 1 lot at 1.10010. */
async function tradingAccount(email: string, volume = 1) {
  await eurusd(1.1);
  const token = await signedInTrader(server, email);
  const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
  const account = await server.ctx.desk.openAccount(userId, "5K");
  await openEurusd(server, token, account.id, "buy", volume);
  return { token, userId, id: account.id };
}

/** Breaches every 5K account holding a lot bought at 1.10010: -$260, equity $4,740. */
async function breach() {
  await eurusd(1.0975);
  await server.ctx.desk.idle();
}

describe("POST /api/admin/accounts/:id/journal-replay", () => {
  it("replays a breached account to the same breach, evidence hash and final figures", async () => {
    const audited = await tradingAccount("disputed@example.com");
    const bystander = await tradingAccount("bystander@example.com", 2);
    await eurusd(1.1002);
    await server.ctx.desk.idle();
    const beforeBreach = (await journalPosition(server.ctx.db)).head;
    await breach();

    const res = await replay(audited.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accountId: audited.id, verdict: "matches" });
    expect(res.body.entries).toBeGreaterThan(3);
    expect(res.body.commands).toBeGreaterThan(3);
    expect(res.body.tookMs).toBeGreaterThanOrEqual(0);
    expect(res.body.decisions).toHaveLength(1);
    const [decision] = res.body.decisions;
    expect(decision).toMatchObject({ outcome: "breach", rule: "dailyLoss", matches: true });
    expect(decision.storedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(decision.replayedHash).toBe(decision.storedHash);
    expect(res.body.figures).toEqual({
      stored: {
        status: "failed",
        balanceCents: 474_000,
        dayStartBalanceCents: 500_000,
        highestEodBalanceCents: 500_000,
      },
      replayed: res.body.figures.stored,
      matches: true,
    });
    expect(res.body.message).toContain("replay to the same 1 decision");

    // Replayed only up to the entry before the breaching tick: no decision yet, still active.
    const earlier = await replayAccountFromJournal(server.ctx.db, audited.id, {
      timeZone: server.ctx.settings.resetTimeZone,
      marketHours: server.ctx.settings.marketHours,
      through: beforeBreach,
    });
    expect(earlier!.decisions).toEqual([]);
    expect(earlier!.engine.getAccount(audited.id)!.status).toBe("active");

    // The other account, breached by the same tick, replays on its own to its own breach.
    const other = await replay(bystander.id);
    expect(other.body.verdict).toBe("matches");
    expect(other.body.decisions.map((d: { storedHash: string }) => d.storedHash)).not.toEqual([
      decision.storedHash,
    ]);
  });

  it("is for admins only (401 without a token, 403 for a trader) and 404 for an unknown account", async () => {
    const a = await tradingAccount("curious@example.com");
    expect((await replay(a.id, null)).status).toBe(401);
    const refused = await replay(a.id, a.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    expect((await replay("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await replay("not-an-account")).status).toBe(404);
  });

  it("names the decision whose stored evidence was altered, and the figure changed in the table", async () => {
    const a = await tradingAccount("altered@example.com");
    await breach();
    await server.ctx.db.execute(sql`update rule_decisions
      set evidence = jsonb_set(evidence, '{observed}', '480000')
      where account_id = ${a.id}`);
    const res = await replay(a.id);
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe("differs");
    const [decision] = res.body.decisions;
    expect(decision.matches).toBe(false);
    expect(decision.storedHash).not.toBe(decision.replayedHash);
    expect(res.body.message).toContain(
      `the breach (dailyLoss) at ${decision.time} has other evidence`,
    );
    expect(res.body.figures.matches).toBe(true);

    // A balance changed behind the journal's back is named too.
    await server.ctx.db
      .update(accounts)
      .set({ balanceCents: 480_000 })
      .where(eq(accounts.id, a.id));
    const again = await replay(a.id);
    expect(again.body.figures).toMatchObject({
      stored: { balanceCents: 480_000 },
      replayed: { balanceCents: 474_000 },
      matches: false,
    });
    expect(again.body.message).toContain("the final balance differs");

    // A stored decision the journal does not make is listed as not replayed.
    await server.ctx.db.delete(ruleDecisions).where(eq(ruleDecisions.accountId, a.id));
    const removed = await replay(a.id);
    expect(removed.body.decisions).toEqual([
      expect.objectContaining({ storedHash: null, matches: false }),
    ]);
    expect(removed.body.message).toContain("is replayed but not stored");
  });

  it("says when the journal does not replay: a tampered command diverges", async () => {
    const a = await tradingAccount("tampered@example.com", 0.7);
    await server.ctx.desk.idle();
    // The order asked for 0.7 lots; the journal now says 700, which a 5K account cannot hold.
    const changed = await server.ctx.db.execute(sql`update desk_journal
      set commands = replace(commands::text, '"volume":0.7', '"volume":700')::json
      where commands::text like '%"volume":0.7%' returning seq`);
    expect((changed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const res = await replay(a.id);
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe("diverged");
    expect(res.body.message).toMatch(
      /^The journal does not replay: journal entry \d+: the engine refuses its place command/,
    );
    expect(res.body.figures.replayed).toBeNull();
  });

  it("says when the journal does not hold the account (opened before it, or compacted)", async () => {
    const a = await tradingAccount("veteran@example.com");
    const [row] = await server.ctx.db.select().from(accounts).where(eq(accounts.id, a.id));
    const [old] = await server.ctx.db
      .insert(accounts)
      .values({ ...row!, id: crypto.randomUUID(), previousAccountId: null })
      .returning({ id: accounts.id });
    const res = await replay(old!.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      verdict: "notInJournal",
      entries: 0,
      decisions: [],
      figures: { replayed: null, matches: false },
    });
  });

  it("stops a replay past its budget with a clear 409", async () => {
    const a = await tradingAccount("long-history@example.com");
    await expect(
      replayAccountJournal(server.ctx, a.id, { maxEntries: 0, maxMs: 60_000 }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/^The replay stopped after \d+ journal entries/),
    });
  });
});
