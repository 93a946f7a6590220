import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { PAYOUT_LEAF_ENCODING } from "@proparena/contracts/payouts";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { jobRuns, ledgerEntries, payoutWeeks } from "../../db/schema";
import { runDue } from "../../jobs/job-runner";
import { weeklyPayoutJob } from "../../jobs/weekly-payout-job";
import { buy, ledger } from "../../test/test-purchases";
import { fundedAccount } from "../../test/funded-account";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader, TEST_PASSWORD } from "../../test/test-users";

// A week in New York (DAILY_RESET_TZ): Monday 5 January 2026 00:00 EST = 05:00 UTC. The
// server is restarted in the middle (its data directory kept), and the first run crashes.
const TZ = "America/New_York";
const WEDNESDAY = Date.parse("2026-01-07T15:00:00Z");
const NEXT_MONDAY_NY = Date.parse("2026-01-12T05:00:00Z");
const dataDir = mkdtempSync(path.join(tmpdir(), "proparena-payout-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let t = WEDNESDAY;
const eurusd = (server: TestServer, bid: number) =>
  server.tick({
    symbol: "EURUSD",
    bid,
    ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
    time: (t += 1_000),
  });

async function roundTrip(server: TestServer, token: string, accountId: string, exitBid: number) {
  const opened = await server.request("POST", `/api/accounts/${accountId}/orders`, {
    token,
    body: { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
  });
  expect(opened.status).toBe(201);
  await eurusd(server, exitBid);
  const closed = await server.request(
    "POST",
    `/api/accounts/${accountId}/positions/${opened.body.position.id}/close`,
    { token },
  );
  expect(closed.status).toBe(200);
  await eurusd(server, 1.1);
}

describe("the weekly payout, run by the scheduler's job", () => {
  it("settles the week once, books it, resets the winner, and survives a crash and a restart", async () => {
    let server = await startTestServer({
      now: new Date(WEDNESDAY).toISOString(),
      dataDir,
      timeZone: TZ,
    });
    await eurusd(server, 1.1);
    const first = await signedInTrader(server, "funded@example.com");
    const second = await signedInTrader(server, "loser@example.com");
    await buy(server, first, "200K"); // R = $788.00: budget $551.60, jackpot $39.40
    const winner = await fundedAccount(server, "funded@example.com", TZ);
    const losing = await fundedAccount(server, "loser@example.com", TZ);
    await roundTrip(server, first, winner, 1.1101); // bought at 1.10010, sold at 1.11010: +$1,000
    await roundTrip(server, second, losing, 1.0951); // -$500
    // During the week: what it would settle at now.
    const running = await server.request("GET", "/api/payouts/current");
    expect(running.body).toMatchObject({
      weekKey: "2026-01-05",
      settlesAt: "2026-01-12T05:00:00.000Z",
      revenueCents: 78_800,
      winnersProfitCents: 100_000,
      payoutPoolCents: 55_160,
      projectedMultiplierPercent: 55,
      jackpotDollarCents: 1_576,
    });
    await server.close();

    // Restart: the same data directory, Monday 00:00 in New York has passed.
    server = await startTestServer({
      now: new Date(NEXT_MONDAY_NY + 60_000).toISOString(),
      dataDir,
      timeZone: TZ,
    });
    const db = server.database.db;
    expect(await weeklyPayoutJob.duePeriods(server.ctx, server.clock.now().getTime(), TZ)).toEqual([
      "2026-01-05",
    ]);

    // The first run crashes half-way through its transaction: nothing of it is kept.
    await db.execute(
      sql.raw(`create function fail_credits() returns trigger language plpgsql as $$
      begin raise exception 'power cut'; end $$`),
    );
    await db.execute(
      sql`create trigger fail_credits before insert on payout_credits for each row execute function fail_credits()`,
    );
    const before = await ledger(server);
    const [crashed] = await runDue(server.ctx, weeklyPayoutJob, TZ, "startup");
    expect(crashed).toMatchObject({
      status: "failed",
      run: { periodKey: "2026-01-05", error: expect.stringContaining("power cut") },
    });
    expect(await db.select().from(payoutWeeks)).toHaveLength(0);
    expect(await ledger(server)).toEqual(before);
    await db.execute(sql`drop trigger fail_credits on payout_credits`);

    // The retry completes it once, even when two runs race for it.
    const retries = await Promise.all([
      runDue(server.ctx, weeklyPayoutJob, TZ, "startup"),
      runDue(server.ctx, weeklyPayoutJob, TZ, "startup"),
    ]);
    expect(
      retries
        .flat()
        .map((r) => r.status)
        .sort(),
    ).toEqual(["done", "skipped"]);
    const [week] = await db.select().from(payoutWeeks);
    // W = $1,000; P = min($551.60, $1,000) = $551.60; PM = floor(0.5516, 2) = 0.55 -> $550.00.
    expect(week).toMatchObject({
      weekKey: "2026-01-05",
      revenueCents: 78_800,
      budgetCents: 55_160,
      winnersProfitCents: 100_000,
      payoutPoolCents: 55_160,
      multiplierPercent: 55,
      paidCents: 55_000,
      emergencyCents: 160,
      jackpotCents: 3_940,
      jackpotPaidCents: 3_152,
      cumulativeCents: 788,
    });
    const books = await ledger(server);
    expect(books.total).toBe(0);
    const payable = await db
      .select({ sum: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.account} like 'trader_payable:%'`);
    expect(-Number(payable[0]!.sum)).toBe(55_000 + 2 * 1_576);

    // The winner's paid-out profit left the account; the loser keeps the loss. (Five days
    // later the test sessions have expired: sign in again.)
    const signIn = async (email: string) =>
      (
        await server.request("POST", "/api/auth/signin", {
          body: { email, password: TEST_PASSWORD },
        })
      ).body.token as string;
    const token = await signIn("funded@example.com");
    const loser = await signIn("loser@example.com");
    const winnerNow = await server.request("GET", `/api/accounts/${winner}`, { token });
    expect(winnerNow.body.balanceCents).toBe(10_000_000);
    const loserNow = await server.request("GET", `/api/accounts/${losing}`, { token: loser });
    expect(loserNow.body.balanceCents).toBe(10_000_000 - 50_000);

    // Anyone can check a credit against the published root.
    const published = await server.request("GET", "/api/payouts/2026-01-05");
    expect(published.body.week.merkleRoot).toBe(week!.merkleRoot);
    expect(published.body.credits.map((c: { kind: string }) => c.kind).sort()).toEqual([
      "jackpotDollar",
      "jackpotPercent",
      "payout",
    ]);
    for (const credit of published.body.credits) {
      expect(credit.name).not.toContain("@");
      expect(
        StandardMerkleTree.verify(
          week!.merkleRoot!,
          [...PAYOUT_LEAF_ENCODING],
          [credit.id, String(credit.amountCents)],
          credit.proof,
        ),
      ).toBe(true);
      expect(
        StandardMerkleTree.verify(
          week!.merkleRoot!,
          [...PAYOUT_LEAF_ENCODING],
          [credit.id, String(credit.amountCents + 1)],
          credit.proof,
        ),
      ).toBe(false);
    }
    // The landing's figures come from the same books: paid out, and held for traders (75%).
    const stats = await server.request("GET", "/api/public/stats");
    expect(stats.body).toMatchObject({
      totalPayoutCents: 58_152,
      vaultHoldingsCents: 59_100,
      jackpots: {
        weekKey: "2026-01-05",
        highestDollar: { name: "Test T.", amountCents: 1_576 },
        highestPercent: { name: "Test T.", amountCents: 1_576 },
        cumulativeCents: 788,
      },
    });
    const statement = await server.lastEmailTo("funded@example.com");
    expect(statement?.subject).toBe("Your PropArena payout for the week of 2026-01-05: $581.52");
    expect(statement?.text).toContain("Payout: $550.00 (week's gain $1,000.00)");
    expect(statement?.text).toContain("Payout multiplier (PM): 0.55 (55%)");
    // Money owed: a notice in the app too, and an e-mail that cannot be switched off.
    expect(statement?.text).toContain("this e-mail cannot be switched off");
    const notices = (await server.request("GET", "/api/notices", { token })).body.notices;
    expect(notices).toEqual([
      expect.objectContaining({ kind: "payout", title: statement?.subject, link: "/payouts" }),
    ]);
    const mine = await server.request("GET", "/api/payouts/mine", { token });
    expect(mine.body.credits).toHaveLength(3);

    // Two runs of a settled week at once, or again later (schedule, start, an admin): nothing twice.
    const racing = await Promise.all([
      runDue(server.ctx, weeklyPayoutJob, TZ, "schedule"),
      runDue(server.ctx, weeklyPayoutJob, TZ, "schedule"),
    ]);
    expect(racing.flat().map((r) => r.status)).toEqual(["skipped", "skipped"]);
    const admin = await signedInAdmin(server);
    const again = await server.request("POST", "/api/admin/jobs/weekly-payout/run", {
      token: admin,
    });
    expect(again.body.results).toEqual([expect.objectContaining({ status: "skipped" })]);
    expect(await ledger(server)).toEqual(books);
    const runs = await db.select().from(jobRuns).where(eq(jobRuns.job, "weekly-payout"));
    expect(runs).toEqual([
      expect.objectContaining({ status: "done", attempts: 2, trigger: "startup" }),
    ]);

    const jobs = await server.request("GET", "/api/admin/jobs", { token: admin });
    const weekly = jobs.body.jobs.find((j: { name: string }) => j.name === "weekly-payout");
    expect(weekly).toMatchObject({ timeZone: TZ, nextRunAt: "2026-01-19T05:00:00.000Z" });
    expect((await server.request("GET", "/api/admin/jobs", { token })).status).toBe(403);
    expect(
      (await server.request("POST", "/api/admin/jobs/weekly-payout/run", { token })).status,
    ).toBe(403);
    expect(
      (await server.request("POST", "/api/admin/jobs/nope/run", { token: admin })).status,
    ).toBe(404);

    // The next week had no revenue and no winner: a run, nothing paid, PM shown as none.
    server.clock.set(new Date(NEXT_MONDAY_NY + 7 * 24 * 3_600_000 + 60_000));
    const next = await runDue(server.ctx, weeklyPayoutJob, TZ, "schedule");
    expect(next.map((r) => r.status)).toEqual(["skipped", "done"]);
    expect(next[1]).toMatchObject({ status: "done", run: { periodKey: "2026-01-12" } });
    const list = await server.request("GET", "/api/payouts");
    expect(list.body.weeks[0]).toMatchObject({
      weekKey: "2026-01-12",
      multiplierPercent: null,
      paidCents: 0,
      merkleRoot: null,
    });
    await server.close();
  }, 60_000);
});
