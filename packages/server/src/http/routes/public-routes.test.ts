import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { weekKeyOf } from "@proparena/domain/core/weeks";
import {
  accounts,
  contactMessages,
  payoutCredits,
  payoutWeeks,
  users,
  weekStartBalances,
} from "../../db/schema";
import { leaderboardSnapshotJob } from "../../jobs/leaderboard-snapshot-job";
import { runDue } from "../../jobs/job-runner";
import { publicName } from "../../services/public/display-name";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { contactPerIp: { max: 3, windowMs: 60_000 } } });
});
afterAll(() => server.close());

async function addAccount(
  userName: string,
  values: { plan: string; phase: string; status: string; start: number; balance: number },
) {
  const [user] = await server.ctx.db
    .insert(users)
    .values({
      email: `${userName.replace(/\W/g, "").toLowerCase()}${Math.random()}@example.com`,
      name: userName,
      passwordHash: "x",
    })
    .returning();
  const [account] = await server.ctx.db
    .insert(accounts)
    .values({
      userId: user!.id,
      plan: values.plan,
      phase: values.phase,
      status: values.status,
      startingBalanceCents: values.start,
      balanceCents: values.balance,
    })
    .returning();
  return { userId: user!.id, accountId: account!.id };
}

/** A settled payout week with its credits (figures other than the credits do not matter here). */
async function addPayoutWeek(
  weekKey: string,
  credits: { userId: string; accountId: string; amount: number }[],
) {
  const at = new Date(`${weekKey}T00:00:00Z`);
  await server.ctx.db.insert(payoutWeeks).values({
    weekKey,
    startsAt: at,
    endsAt: at,
    revenueCents: 0,
    budgetCents: 0,
    jackpotCents: 0,
    winnersProfitCents: 0,
    payoutPoolCents: 0,
    multiplierPercent: 0,
    paidCents: 0,
    emergencyCents: 0,
    jackpotPaidCents: 0,
    cumulativeCents: 0,
    merkleRoot: null,
    settledAt: at,
  });
  await server.ctx.db.insert(payoutCredits).values(
    credits.map((c) => ({
      id: randomUUID(),
      weekKey,
      accountId: c.accountId,
      userId: c.userId,
      kind: "payout",
      figure: c.amount,
      amountCents: c.amount,
      proof: [],
    })),
  );
}

describe("GET /api/plans/:id/examples", () => {
  it("answers the worked examples of docs/rules.md for the plan asked (200K), another plan's own figures, 404 for none", async () => {
    const res = await server.request("GET", "/api/plans/200K/examples");
    expect(res.body.planId).toBe("200K");
    // Rule set v2 is in force (this server's clock is today): its scaling plan has an example.
    expect(res.body.examples.map((e: { title: string }) => e.title)).toEqual([
      "Worked example: 200K, phase I",
      "Worked example: 200K, phase II (relative drawdown)",
      "Worked example: 200K, the funded scaling plan",
    ]);
    expect(res.body.examples[2].lines[3]).toContain("$200,000 becomes **$250,000**");
    const v1 = await server.request("GET", "/api/plans/200K/examples?version=1");
    expect(v1.body.examples).toHaveLength(2);
    expect((await server.request("GET", "/api/plans/200K/examples?version=9")).status).toBe(404);
    expect(res.body.examples[0].lines[1]).toBe(
      "Daily loss floor on day 1: $200,000 - $10,000 = **$190,000**. Equity of exactly $190,000 holds; $189,990.00 breaches.",
    );
    const small = await server.request("GET", "/api/plans/5K/examples");
    expect(small.body.examples[0].lines[0]).toContain("**$5,400**");
    expect((await server.request("GET", "/api/plans/9K/examples")).status).toBe(404);
  });
});

describe("GET /api/plans", () => {
  it("lists the seven sizes plus beta with figures derived from the rules: 200K phase I target $16,000, daily loss $10,000, max loss $20,000", async () => {
    const res = await server.request("GET", "/api/plans");
    expect(res.status).toBe(200);
    expect(res.body.defaultPlanId).toBe("200K");
    expect(res.body.plans.map((p: { sizeLabel: string }) => p.sizeLabel)).toEqual([
      "$5,000",
      "$10,000",
      "$25,000",
      "$50,000",
      "$100,000",
      "$200,000",
      "$300,000",
      "$1,000,000",
    ]);
    expect(res.body.plans.map((p: { priceCents: number }) => p.priceCents)).toEqual([
      3200, 6000, 13900, 23900, 39900, 78800, 116900, 0,
    ]);
    const p200 = res.body.plans.find((p: { id: string }) => p.id === "200K");
    expect(p200.pricingSlot).toBe(6);
    const [phase1, phase2, funded] = p200.phases;
    expect(phase1).toMatchObject({
      targetCents: 1_600_000,
      maxDailyLossCents: 1_000_000,
      maxLossCents: 2_000_000,
      drawdown: "fixed",
    });
    expect(phase2).toMatchObject({
      targetCents: 1_000_000,
      maxDailyLossCents: 500_000,
      maxLossCents: 2_000_000,
      drawdown: "relative",
    });
    expect(funded).toMatchObject({
      targetCents: null,
      maxDailyLossCents: 1_000_000,
      profitSplit: "100% x PM",
    });
  });

  it("says which rule set the figures are, lists every version, and answers a past version's", async () => {
    const now = await server.request("GET", "/api/plans");
    expect(now.body.ruleSet).toMatchObject({ version: 3, inForce: true });
    expect(
      now.body.ruleSets.map((s: { version: number; inForce: boolean }) => [s.version, s.inForce]),
    ).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(now.body.ruleSets[1]).toMatchObject({
      publishedAt: "2026-11-26T00:00:00.000Z",
      summary: "Adds the funded scaling plan.",
    });
    expect(now.body.scaling).toEqual({ months: 4, stepBp: 2_500, maxSizeCents: 100_000_000 });
    const p200 = now.body.plans.find((p: { id: string }) => p.id === "200K");
    expect(p200.scalingLadderCents.at(1)).toBe(25_000_000);
    expect(p200.scalingLadderCents.at(-1)).toBe(100_000_000);
    const beta = now.body.plans.find((p: { id: string }) => p.id === "BETA");
    expect(beta.scalingLadderCents).toEqual([100_000_000]);
    // Version 3's costs: the paid plans' table, none for the Beta.
    expect(p200.costs.commission.fx).toEqual({ kind: "perLot", centsPerLot: 350 });
    expect(p200.costs.commission.crypto).toEqual({ kind: "notional", basisPoints: 3 });
    expect(p200.costs.swaps.EURUSD).toEqual({ long: -700, short: 250 });
    expect(beta.costs).toMatchObject({ id: "none", swaps: {} });

    const v1 = await server.request("GET", "/api/plans?version=1");
    expect(v1.body.ruleSet).toMatchObject({ version: 1, inForce: false });
    expect(v1.body.scaling).toBeNull();
    expect(v1.body.plans[0].scalingLadderCents).toEqual([]);
    expect(v1.body.plans[0].phases[0].maxDailyLossCents).toBe(25_000);
    expect(v1.body.plans[0].costs.commission.fx).toEqual({ kind: "perLot", centsPerLot: 0 });
    const unknown = await server.request("GET", "/api/plans?version=9");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("There is no rule set 9.");
    expect((await server.request("GET", "/api/plans?version=two")).status).toBe(400);
  });
});

describe("GET /api/public/stats and /api/leaderboard", () => {
  it("an empty database gives zeros, null rates and empty tickers", async () => {
    const res = await server.request("GET", "/api/public/stats");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalPayoutCents: 0,
      phase1PassRate: null,
      phase3PassRate: null,
      vaultHoldingsCents: 0,
      challengersJoinedCount: 0,
      challengersBlownCount: 0,
      challengersJoined: [],
      challengersBlown: [],
      jackpots: { weekKey: null, highestDollar: null, highestPercent: null, cumulativeCents: 0 },
    });
    const board = await server.request("GET", "/api/leaderboard");
    expect(board.body).toMatchObject({ board: "cumulative", entries: [] });
  });

  it("computes pass rates and tickers, and five boards rank differently: progress, week, payouts", async () => {
    const ada = await addAccount("Ada Lovelace", {
      plan: "200K",
      phase: "phase1",
      status: "active",
      start: 20_000_000,
      balance: 21_000_000,
    });
    await addAccount("Grace Hopper", {
      plan: "5K",
      phase: "phase1",
      status: "active",
      start: 500_000,
      balance: 530_000,
    });
    await addAccount("Alan Turing", {
      plan: "10K",
      phase: "phase1",
      status: "failed",
      start: 1_000_000,
      balance: 890_000,
    });
    await addAccount("Edsger", {
      plan: "10K",
      phase: "phase1",
      status: "passed",
      start: 1_000_000,
      balance: 1_080_000,
    });
    await addAccount("Barbara Liskov", {
      plan: "50K",
      phase: "phase2",
      status: "active",
      start: 5_000_000,
      balance: 4_900_000,
    });
    await addAccount("Margaret Hamilton", {
      plan: "25K",
      phase: "phase2",
      status: "active",
      start: 2_500_000,
      balance: 2_550_000,
    });
    const linus = await addAccount("Linus Torvalds", {
      plan: "100K",
      phase: "funded",
      status: "active",
      start: 10_000_000,
      balance: 10_300_000,
    });
    const ken = await addAccount("Ken Thompson", {
      plan: "200K",
      phase: "funded",
      status: "active",
      start: 20_000_000,
      balance: 21_200_000,
    });
    await addAccount("Dennis Ritchie", {
      plan: "5K",
      phase: "funded",
      status: "active",
      start: 500_000,
      balance: 540_000,
    });
    // Ken began this week at $210,000: +$2,000 this week (+$12,000 all time); Linus +$3,000;
    // Dennis +$400 (the best percent, 8%, but the board ranks dollars).
    const thisWeek = weekKeyOf(server.clock.now().getTime(), "UTC");
    await server.ctx.db
      .insert(weekStartBalances)
      .values([{ weekKey: thisWeek, accountId: ken.accountId, balanceCents: 21_000_000 }]);
    await addPayoutWeek("2025-12-29", [
      { ...ken, amount: 50_000 },
      { ...linus, amount: 20_000 },
    ]);
    await addPayoutWeek("2026-01-05", [{ ...linus, amount: 80_000 }]);

    const stats = (await server.request("GET", "/api/public/stats")).body;
    expect(stats.phase1PassRate).toBe(0.5);
    expect(stats.challengersJoinedCount).toBe(9);
    expect(stats.challengersBlownCount).toBe(1);
    expect(stats.challengersBlown).toEqual([
      { name: "Alan T.", avatarUrl: null, url: "/leaderboard" },
    ]);
    expect(stats.totalPayoutCents).toBe(150_000);

    const board = async (query: string) =>
      (await server.request("GET", `/api/leaderboard?${query}`)).body;
    const names = (b: { entries: { name: string }[] }) => b.entries.map((e) => e.name);

    const phase1 = await board("board=phase-1");
    expect(phase1.metric).toBe("progress");
    // Grace +6% of a 8% target = 75%; Ada +5% = 62.5%.
    expect(
      phase1.entries.map((e: { name: string; progressPercent: number }) => [
        e.name,
        e.progressPercent,
      ]),
    ).toEqual([
      ["Grace H.", 75],
      ["Ada L.", 62.5],
    ]);
    expect(phase1.entries[1]).toMatchObject({
      rank: 2,
      planLabel: "200K",
      phase: "Phase I",
      gainCents: 1_000_000,
      gainPercent: 5,
    });
    expect(JSON.stringify(phase1)).not.toContain(ada.accountId);
    expect(JSON.stringify(phase1)).not.toContain(ada.userId);

    expect(names(await board("board=phase-2"))).toEqual(["Margaret H.", "Barbara L."]);
    const week = await board("board=funded");
    expect(
      week.entries.map((e: { name: string; gainCents: number }) => [e.name, e.gainCents]),
    ).toEqual([
      ["Linus T.", 300_000],
      ["Ken T.", 200_000],
      ["Dennis R.", 40_000],
    ]);
    const cumulative = await board("board=cumulative");
    expect(
      cumulative.entries.map((e: { name: string; payoutsCents: number }) => [
        e.name,
        e.payoutsCents,
      ]),
    ).toEqual([
      ["Linus T.", 100_000],
      ["Ken T.", 50_000],
    ]);
    const latest = await board("board=historical");
    expect(latest).toMatchObject({ week: "2026-01-05", weeks: ["2026-01-05", "2025-12-29"] });
    expect(names(latest)).toEqual(["Linus T."]);
    expect(names(await board("board=historical&week=2025-12-29"))).toEqual(["Ken T.", "Linus T."]);
    expect(names(await board("board=historical&week=2020-01-06"))).toEqual([]);

    // Pages: one row at a time, ranks carry on.
    const first = await board("board=phase-1&limit=1");
    expect(first).toMatchObject({ entries: [{ rank: 1, name: "Grace H." }], nextOffset: 1 });
    const second = await board("board=phase-1&limit=1&offset=1");
    expect(second).toMatchObject({ entries: [{ rank: 2, name: "Ada L." }], nextOffset: null });

    // A signed-in trader's own row is marked (their free Beta account is a phase I account).
    const token = await signedInTrader(server, "me@example.com");
    await server.request("GET", "/api/accounts", { token });
    const mine = (await server.request("GET", "/api/leaderboard?board=phase-1", { token })).body;
    expect(mine.entries.map((e: { name: string; mine: boolean }) => [e.name, e.mine])).toEqual([
      ["Grace H.", false],
      ["Ada L.", false],
      ["Test T.", true],
    ]);
    expect((await board("board=phase-1")).entries.every((e: { mine: boolean }) => !e.mine)).toBe(
      true,
    );
  });

  it("the daily snapshot job keeps each live board's ranking, and the boards show who moved since", async () => {
    const before = (await server.request("GET", "/api/leaderboard?board=phase-1")).body;
    expect(before.rankedSince).toBeNull();
    expect(before.entries.every((e: { previousRank: null }) => e.previousRank === null)).toBe(true);

    const day = server.clock.now().toISOString().slice(0, 10);
    const [run] = await runDue(server.ctx, leaderboardSnapshotJob, "UTC", "schedule");
    expect(run).toMatchObject({
      status: "done",
      run: {
        periodKey: day,
        summary: { rows: { "phase-1": 3, "phase-2": 2, funded: 3, cumulative: 2 } },
      },
    });

    // Ada ($200K) gains another $2,000: 6% of 8% = 75% +1% -> she passes Grace.
    await server.ctx.db
      .update(accounts)
      .set({ balanceCents: 21_300_000 })
      .where(eq(accounts.plan, "200K"));
    const after = (await server.request("GET", "/api/leaderboard?board=phase-1")).body;
    expect(after.rankedSince).toBe(day);
    expect(
      after.entries.map((e: { name: string; rank: number; previousRank: number }) => [
        e.name,
        e.rank,
        e.previousRank,
      ]),
    ).toEqual([
      ["Ada L.", 1, 2],
      ["Grace H.", 2, 1],
      ["Test T.", 3, 3],
    ]);
    // The historical board is fixed per week: no movement.
    expect(
      (await server.request("GET", "/api/leaderboard?board=historical")).body.rankedSince,
    ).toBeNull();
    // Running the day again (admin "run now") keeps the first snapshot.
    const [again] = await runDue(server.ctx, leaderboardSnapshotJob, "UTC", "admin:x");
    expect(again!.status).toBe("skipped");
  });

  it("an admin's own Beta account is neither counted nor shown, nor ranked, even to that admin", async () => {
    const stats = async () => (await server.request("GET", "/api/public/stats")).body;
    const before = await stats();
    const adminToken = await signedInAdmin(server);
    // Listing the accounts opens the admin's free Beta account (phase I, $1,000,000), as for
    // any verified user; make it the best phase I account on the board.
    const mine = await server.request("GET", "/api/accounts", { token: adminToken });
    expect(mine.body.accounts).toHaveLength(1);
    const [admin] = await server.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isAdmin, true));
    await server.ctx.db
      .update(accounts)
      .set({ balanceCents: 107_000_000 })
      .where(eq(accounts.userId, admin!.id));
    const [owned] = await server.ctx.db
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.userId, admin!.id));
    expect(owned!.n).toBe(1);

    const after = await stats();
    expect(after.challengersJoinedCount).toBe(before.challengersJoinedCount);
    expect(after.challengersJoined).toEqual(before.challengersJoined);
    expect(after.phase1PassRate).toBe(before.phase1PassRate);
    expect(JSON.stringify(after)).not.toContain('"Admin"');
    for (const token of [undefined, adminToken]) {
      const board = (await server.request("GET", "/api/leaderboard?board=phase-1", { token })).body;
      expect(board.entries.map((e: { name: string }) => e.name)).toEqual([
        "Ada L.",
        "Grace H.",
        "Test T.",
      ]);
      expect(board.entries.some((e: { mine: boolean }) => e.mine)).toBe(false);
    }
  });

  it("rejects an unknown board and a bad limit with 400", async () => {
    expect((await server.request("GET", "/api/leaderboard?board=weekly")).status).toBe(400);
    expect((await server.request("GET", "/api/leaderboard?limit=0")).status).toBe(400);
    expect((await server.request("GET", "/api/leaderboard?limit=abc")).status).toBe(400);
    expect(
      (await server.request("GET", "/api/leaderboard?board=historical&week=nope")).status,
    ).toBe(400);
  });
});

describe("POST /api/contact", () => {
  const good = {
    name: "Ada",
    email: "ada@example.com",
    subject: "Payout question",
    message: "When does the weekly payout run, and in which time zone?",
  };

  it("stores the message, emails support, and links a signed-in sender", async () => {
    const token = await signedInTrader(server, "sender@example.com");
    const res = await server.request("POST", "/api/contact", { body: good, token });
    expect(res.status).toBe(202);
    const [row] = await server.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "ada@example.com"));
    expect(row).toMatchObject({ subject: "Payout question", ip: "127.0.0.1", status: "open" });
    expect(row!.userId).toBeTruthy();
    const reference = `C-${row!.number}`;
    expect(res.body.message).toContain(`(reference ${reference})`);
    const mail = await server.lastEmailTo("support@example.com");
    expect(mail).toMatchObject({ subject: `[${reference}] Payout question` });
    expect(mail!.text).toContain("From: Ada <ada@example.com>");
    expect(mail!.text).toContain(`/admin/contact?message=${row!.id}`);
  });

  it("rejects bad input with 400 and the field's message, storing nothing", async () => {
    const [before] = await server.ctx.db.select({ n: count() }).from(contactMessages);
    const res = await server.request("POST", "/api/contact", {
      body: { ...good, message: "too short" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({
      path: "message",
      message: "Message must be at least 20 characters",
    });
    const bad = await server.request("POST", "/api/contact", { body: { ...good, email: "nope" } });
    expect(bad.body.issues).toContainEqual({
      path: "email",
      message: "Enter a valid email address",
    });
    const [after] = await server.ctx.db.select({ n: count() }).from(contactMessages);
    expect(after!.n).toBe(before!.n);
  });

  it("is rate-limited per IP", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await server.request("POST", "/api/contact", { body: good })).status);
    expect(statuses).toEqual([202, 202, 429]);
  });
});

describe("publicName", () => {
  it.each([
    ["Ada Lovelace", "Ada L."],
    ["  grace  brewster hopper ", "grace H."],
    ["Cher", "Cher"],
    ["   ", "Trader"],
  ])("%j -> %j", (input, expected) => expect(publicName(input)).toBe(expected));
});
