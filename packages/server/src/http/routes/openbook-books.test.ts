import { createHash } from "node:crypto";
import { publishedEvidence, publishedEvidenceText } from "@proparena/contracts/openbook";
import {
  maxDrawdownPercent,
  riskAdjustedScore,
  withProfitAddedBack,
} from "@proparena/domain/social/book-figures";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, dailySnapshots, equitySamples, ruleDecisions } from "../../db/schema";
import { equitySampleJob } from "../../jobs/equity-sample-job";
import { runJob } from "../../jobs/job-runner";
import { closePosition, eurusdTicks, openEurusd } from "../../test/eurusd-ticks";
import { fundedAccount } from "../../test/funded-account";
import { expectNothingInternal } from "../../test/public-json";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";

let server: TestServer;
const eurusd = eurusdTicks(() => server, MARKET_OPEN_TIME);
let samples = 0;
const sample = () => runJob(server.ctx, equitySampleJob, `sample-${++samples}`, "schedule");

interface Trader {
  token: string;
  userId: string;
  publicId: string;
  accountId: string;
}

async function trader(email: string, name: string, plan: "funded" | "5K"): Promise<Trader> {
  const token = await signedInTrader(server, email);
  const profile = await server.request("PATCH", "/api/account/profile", { token, body: { name } });
  expect(profile.status).toBe(200);
  const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
  const accountId =
    plan === "funded"
      ? await fundedAccount(server, email)
      : (await server.ctx.desk.openAccount(userId, plan)).id;
  return { token, userId, publicId: profile.body.profile.publicId, accountId };
}

const list = async (query = "") => {
  const res = await server.request("GET", `/api/openbook${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const page = (publicId: string) => server.request("GET", `/api/openbook/${publicId}`);
const publish = (t: Trader, published: boolean, accountId = t.accountId) =>
  server.request("PUT", `/api/accounts/${accountId}/publication`, {
    token: t.token,
    body: { published },
  });

let ada: Trader; // funded, public profile: two trades, one in profit
let bea: Trader; // funded, private profile: one losing trade
let cy: Trader; // a 5K phase I account, published later, then breached
let dan: Trader; // a 5K phase I account, never published, breached

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await eurusd(1.1);
  ada = await trader("ada@example.com", "Ada Lovelace", "funded");
  bea = await trader("bea@example.com", "Bea Private", "funded");
  cy = await trader("cy@example.com", "Cy Young", "5K");
  dan = await trader("dan@example.com", "Dan Brown", "5K");
  expect(
    (
      await server.request("PATCH", "/api/account/profile", {
        token: bea.token,
        body: { publicProfile: false },
      })
    ).status,
  ).toBe(200);

  // Ada: bought at 1.10010, sampled at 1.0980 (a dip), closed at 1.1030 (+$290 less costs);
  // then sold at 1.1030 and bought back at 1.10410 (a loss).
  let position = await openEurusd(server, ada.token, ada.accountId, "buy", 1);
  await eurusd(1.098);
  await sample();
  await eurusd(1.103);
  await closePosition(server, ada.token, ada.accountId, position);
  position = await openEurusd(server, ada.token, ada.accountId, "sell", 1);
  await eurusd(1.104);
  await closePosition(server, ada.token, ada.accountId, position);
  // Bea: bought at 1.10410, closed at 1.1020.
  await eurusd(1.104);
  position = await openEurusd(server, bea.token, bea.accountId, "buy", 2);
  await eurusd(1.102);
  await closePosition(server, bea.token, bea.accountId, position);
  await eurusd(1.1);
});
afterAll(() => server.close());

describe("the list of public books", () => {
  it("shows funded books (private profiles anonymous), cacheable, with the domain's figures", async () => {
    const res = await server.request("GET", "/api/openbook");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    const body = res.body;
    expect(body).toMatchObject({ total: 2, offset: 0, limit: 20, delayMinutes: 15 });
    expect(body.scoreExplained).toContain("maximum drawdown");
    const byName = Object.fromEntries(
      body.entries.map((e: { trader: { name: string } }) => [e.trader.name, e]),
    );
    expect(Object.keys(byName).sort()).toEqual(["Ada L.", "Anonymous trader"]);
    expect(byName["Ada L."]).toMatchObject({
      trader: { publicId: ada.publicId, avatarUrl: null },
      label: "Funded · 100K",
      phase: "funded",
      status: "active",
      startingBalanceCents: 10_000_000,
      trades: 2,
      winRatePercent: 50,
      symbols: ["EURUSD"],
      followers: 0,
      copiers: 0,
      bookId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(byName["Anonymous trader"]).toMatchObject({
      trader: { publicId: bea.publicId, avatarUrl: null },
      trades: 1,
      winRatePercent: 0,
    });
    expectNothingInternal(body, [ada.userId, ada.accountId, bea.userId, bea.accountId]);

    // Figures: the balance as stored, the drawdown the domain's over the stored curve.
    const db = server.database.db;
    for (const [t, entry] of [
      [ada, byName["Ada L."]],
      [bea, byName["Anonymous trader"]],
    ] as const) {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, t.accountId));
      const points = [
        { time: account!.createdAt.getTime(), balance: 0, equity: 10_000_000 },
        ...(
          await db
            .select()
            .from(equitySamples)
            .where(eq(equitySamples.accountId, t.accountId))
            .orderBy(asc(equitySamples.time))
        ).map((s) => ({ time: s.time.getTime(), balance: 0, equity: s.equityCents })),
        ...(
          await db.select().from(dailySnapshots).where(eq(dailySnapshots.accountId, t.accountId))
        ).map((s) => ({ time: s.time.getTime(), balance: 0, equity: s.equityCents })),
        ...(
          await db.select().from(ruleDecisions).where(eq(ruleDecisions.accountId, t.accountId))
        ).map((r) => ({
          time: r.time.getTime(),
          balance: 0,
          equity: (r.evidence as { equity: number }).equity,
        })),
        // The closed balance now, last.
        { time: Number.MAX_SAFE_INTEGER, balance: 0, equity: account!.balanceCents },
      ].sort((a, b) => a.time - b.time);
      expect(entry.balanceCents).toBe(account!.balanceCents);
      expect(entry.returnPercent).toBe(
        Math.round(((account!.balanceCents - 10_000_000) / 10_000_000) * 10_000) / 100,
      );
      expect(entry.maxDrawdownPercent).toBe(maxDrawdownPercent(withProfitAddedBack(points, [])));
      expect(entry.score).toBe(
        riskAdjustedScore(entry.returnPercent, entry.maxDrawdownPercent, entry.trades),
      );
    }
    // Ada's sample caught her position $210 down (less the commission) from $100,000.
    expect(byName["Ada L."].maxDrawdownPercent).toBeGreaterThan(0.2);
    expect(byName["Ada L."].returnPercent).toBeGreaterThan(0);
    expect(byName["Anonymous trader"].returnPercent).toBeLessThan(0);
  });

  it("filters by phase, symbol, return and drawdown, sorts and pages", async () => {
    expect((await list("?phase=funded")).total).toBe(2);
    expect((await list("?phase=phase1")).total).toBe(0);
    expect((await list("?symbol=eurusd")).total).toBe(2);
    expect((await list("?symbol=GBPUSD")).total).toBe(0);
    const gaining = await list("?minReturn=0");
    expect(gaining.entries.map((e: { trader: { name: string } }) => e.trader.name)).toEqual([
      "Ada L.",
    ]);
    // Ada's deepest fall is her sampled dip (about 0.2%); Bea's is her losing close (0.42% and
    // its commission), which the closed balance now counts.
    const calm = await list("?maxDrawdown=0.3");
    expect(calm.entries.map((e: { trader: { name: string } }) => e.trader.name)).toEqual([
      "Ada L.",
    ]);
    const byReturn = await list("?sort=return");
    expect(byReturn.entries[0].trader.name).toBe("Ada L.");
    const byDrawdown = await list("?sort=drawdown");
    expect(byDrawdown.entries[0].trader.name).toBe("Ada L.");
    expect(byDrawdown.entries[1].maxDrawdownPercent).toBeGreaterThanOrEqual(0.42);
    const byScore = await list("?sort=score");
    expect(byScore.entries[0].score).toBeGreaterThanOrEqual(byScore.entries[1].score);
    const second = await list("?sort=return&offset=1&limit=1");
    expect(second).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(second.entries.map((e: { trader: { name: string } }) => e.trader.name)).toEqual([
      "Anonymous trader",
    ]);
    for (const bad of ["?phase=demo", "?maxDrawdown=101", "?limit=51", "?sort=luck"]) {
      expect((await server.request("GET", `/api/openbook${bad}`)).status).toBe(400);
    }
  });
});

describe("a trader's public page", () => {
  it("shows the closed trades and the equity curve to anyone, with no e-mail or internal id", async () => {
    const res = await page(ada.publicId);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    const { trader, books, delayMinutes } = res.body;
    expect(delayMinutes).toBe(15);
    expect(trader).toMatchObject({
      publicId: ada.publicId,
      name: "Ada L.",
      avatarUrl: null,
      followers: 0,
      copiers: 0,
    });
    expect(books).toHaveLength(1);
    const [book] = books;
    const own = await server.request("GET", `/api/accounts/${ada.accountId}/trades`, {
      token: ada.token,
    });
    expect(own.status).toBe(200);
    const ownTrades = own.body.items as { pnlCents: number; closeTime: string }[];
    expect(book.closedTrades).toHaveLength(2);
    expect(book.closedTrades.map((t: { pnlCents: number }) => t.pnlCents).sort()).toEqual(
      ownTrades.map((t) => t.pnlCents).sort(),
    );
    expect(book.closedTrades[0].closeTime >= book.closedTrades[1].closeTime).toBe(true);
    expect(book.closedTrades[1]).toMatchObject({
      symbol: "EURUSD",
      side: "buy",
      volume: 1,
      openPrice: 1.1001,
      closePrice: 1.103,
      reason: "manual",
    });
    // The curve: the start and each close with nothing open; the sample in the dip (open P&L)
    // only once it is older than the delay.
    expect(book.equityCurve).toHaveLength(3);
    expect(
      book.equityCurve.every(
        (p: { balanceCents: number; equityCents: number }) => p.balanceCents === p.equityCents,
      ),
    ).toBe(true);
    expect(book.equityCurve[0]).toMatchObject({
      balanceCents: 10_000_000,
      equityCents: 10_000_000,
    });
    expect(book.equityCurve.at(-1).balanceCents).toBe(book.balanceCents);
    expect(book).toMatchObject({
      openPositions: [],
      hiddenPositions: 0,
      decisions: [],
      payouts: [],
    });
    expect(
      expectNothingInternal(res.body, [ada.userId, ada.accountId, "ada@example.com"]),
    ).toBeGreaterThan(50);
  });

  it("shows a private trader as Anonymous trader", async () => {
    const res = await page(bea.publicId);
    expect(res.status).toBe(200);
    expect(res.body.trader).toMatchObject({ name: "Anonymous trader", avatarUrl: null });
    expect(res.body.books[0].closedTrades).toHaveLength(1);
    expectNothingInternal(res.body, [bea.userId, bea.accountId, "Bea", "Private"]);
  });

  it("is a 404 for an unknown id and for a trader with no public book", async () => {
    expect((await page("0123456789ab")).status).toBe(404);
    expect((await page("not-an-id")).status).toBe(404);
    expect((await page(cy.publicId)).status).toBe(404);
  });
});

describe("publishing a book", () => {
  it("is the owner's choice for a challenge book; a funded book is always public", async () => {
    expect(
      (
        await server.request("GET", `/api/accounts/${cy.accountId}/publication`, {
          token: cy.token,
        })
      ).body,
    ).toEqual({
      published: false,
      alwaysPublic: false,
      publicId: cy.publicId,
      bookId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // Someone else's account, or no account: the same 404, nothing changed.
    for (const res of [
      await server.request("GET", `/api/accounts/${cy.accountId}/publication`, {
        token: ada.token,
      }),
      await publish(ada, true, cy.accountId),
      await publish(ada, true, "not-a-uuid"),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(
      (
        await server.request("PUT", `/api/accounts/${cy.accountId}/publication`, {
          body: { published: true },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.request("PUT", `/api/accounts/${cy.accountId}/publication`, {
          token: cy.token,
          body: { published: "yes" },
        })
      ).status,
    ).toBe(400);
    expect((await list("?phase=phase1")).total).toBe(0);

    const refused = await publish(ada, false);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "ALWAYS_PUBLIC",
      message: "A funded account's book is always public: it cannot be unpublished.",
    });
    expect((await publish(ada, true)).body).toMatchObject({ published: true, alwaysPublic: true });
    expect((await page(ada.publicId)).status).toBe(200);

    const published = await publish(cy, true);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ published: true, alwaysPublic: false });
    const listed = await list("?phase=phase1");
    expect(listed.entries).toHaveLength(1);
    expect(listed.entries[0]).toMatchObject({
      trader: { publicId: cy.publicId, name: "Cy Y." },
      label: "Phase I · 5K",
      bookId: published.body.bookId,
      trades: 0,
      winRatePercent: null,
    });
    expect((await page(cy.publicId)).status).toBe(200);

    expect((await publish(cy, false)).body).toMatchObject({ published: false });
    expect((await page(cy.publicId)).status).toBe(404);
    expect((await list("?phase=phase1")).total).toBe(0);
    expect((await publish(cy, true)).body).toMatchObject({ published: true });
  });
});

describe("the public register", () => {
  it("lists each breach under a pseudonym with the hash of the evidence its owner sees", async () => {
    // Cy (5K, daily floor $4,750): bought 1 lot at 1.10010, the price falls to 1.0975.
    await eurusd(1.1);
    await openEurusd(server, cy.token, cy.accountId, "buy", 1);
    await eurusd(1.0975);
    await eurusd(1.1);
    await openEurusd(server, dan.token, dan.accountId, "buy", 1);
    await eurusd(1.0975);

    const decisions = await server.request("GET", `/api/accounts/${cy.accountId}/decisions`, {
      token: cy.token,
    });
    const breach = decisions.body.decisions.find(
      (d: { outcome: string }) => d.outcome === "breach",
    );
    expect(breach).toMatchObject({ rule: "dailyLoss" });
    const hash = createHash("sha256")
      .update(publishedEvidenceText(breach.evidence), "utf8")
      .digest("hex");

    const res = await server.request("GET", "/api/openbook/register");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const { entries, nextCursor, weeks } = res.body;
    expect(entries).toHaveLength(2);
    expect(nextCursor).toBeNull();
    const [danEntry, cyEntry] = entries; // newest first
    expect(cyEntry).toMatchObject({
      kind: "breach",
      account: expect.stringMatching(/^acct-[0-9a-f]{10}$/),
      phase: "phase1",
      rule: "dailyLoss",
      ruleLabel: "Daily loss limit",
      time: breach.time,
      evidenceHash: hash,
      quote: { symbol: "EURUSD", bid: 1.0975 },
    });
    expect(danEntry.account).not.toBe(cyEntry.account);
    expectNothingInternal(res.body, [cy.accountId, dan.accountId, cy.userId, dan.userId]);

    // Cy's published page shows the same evidence, without position ids, and the same hash.
    const cyPage = await page(cy.publicId);
    const [decision] = cyPage.body.books[0].decisions;
    expect(decision).toMatchObject({ rule: "dailyLoss", outcome: "breach", evidenceHash: hash });
    expect(decision.evidence).toEqual(publishedEvidence(breach.evidence));
    expect(decision.evidence.positions).toHaveLength(1);
    expectNothingInternal(cyPage.body, [cy.accountId, cy.userId]);

    // The week's totals: both breaches by their rule; nothing paid, withheld or closed yet.
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({
      weekKey: "2026-01-05",
      breaches: 2,
      breachesByRule: { dailyLoss: 2 },
      payoutsPaid: 0,
      payoutsPaidCents: 0,
      payoutsWithheld: 0,
      payoutsWithheldCents: 0,
      accountsClosed: 0,
    });
    expect(weeks[11].weekKey).toBe("2025-10-20");
    expect(weeks.slice(1).every((w: { breaches: number }) => w.breaches === 0)).toBe(true);
  });

  it("pages newest first and filters by kind", async () => {
    const first = await server.request("GET", "/api/openbook/register?limit=1");
    expect(first.body.entries).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await server.request(
      "GET",
      `/api/openbook/register?limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.entries).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.entries[0].time <= first.body.entries[0].time).toBe(true);
    expect(second.body.entries[0].account).not.toBe(first.body.entries[0].account);
    const breaches = await server.request("GET", "/api/openbook/register?kind=breach");
    expect(breaches.body.entries).toHaveLength(2);
    const withheld = await server.request("GET", "/api/openbook/register?kind=payout-withheld");
    expect(withheld.body.entries).toEqual([]);
    expect((await server.request("GET", "/api/openbook/register?cursor=garbage")).status).toBe(400);
    expect((await server.request("GET", "/api/openbook/register?kind=fun")).status).toBe(400);
  });
});

describe("open positions on the public page", () => {
  it("show only once open for the delay; younger ones are counted", async () => {
    await eurusd(1.1);
    await openEurusd(server, ada.token, ada.accountId, "buy", 1);
    const young = (await page(ada.publicId)).body.books[0];
    expect(young).toMatchObject({ openPositions: [], hiddenPositions: 1 });

    server.clock.advance(14 * 60_000);
    expect((await page(ada.publicId)).body.books[0].hiddenPositions).toBe(1);
    server.clock.advance(60_000);
    const old = (await page(ada.publicId)).body.books[0];
    expect(old.hiddenPositions).toBe(0);
    expect(old.openPositions).toEqual([
      {
        symbol: "EURUSD",
        side: "buy",
        volume: 1,
        openPrice: 1.1001,
        openTime: expect.any(String),
        stopLoss: null,
        takeProfit: null,
      },
    ]);
    // The sample taken in the dip, now older than the delay, is on the curve.
    expect(old.equityCurve).toHaveLength(4);
    expect(old.equityCurve[1].equityCents).toBeLessThan(old.equityCurve[1].balanceCents);
    expectNothingInternal(old, [ada.accountId]);
  });
});
