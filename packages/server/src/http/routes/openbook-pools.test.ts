import { addWeeks, weekBounds } from "@proparena/domain/core/weeks";
import { and, eq, like, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, payoutCredits, users } from "../../db/schema";
import { holdingsOf, poolHoldings } from "../../services/ledger/pool-holdings";
import { profitableTrader } from "../../test/chain-payouts";
import { expectNothingInternal } from "../../test/public-json";
import { buy } from "../../test/test-purchases";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader, TEST_PASSWORD } from "../../test/test-users";

let server: TestServer;
let ada: { accountId: string };

/** The ledger's sums per account over the entries before `end` (all of them without it). */
async function sumsBefore(end?: number) {
  const rows = await server.database.db
    .select({
      account: ledgerEntries.account,
      sum: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(end === undefined ? undefined : lt(ledgerEntries.createdAt, new Date(end)))
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.account, Number(r.sum)]));
}

/** The API's six pools from holdings, as the sidebar and the jackpot page show them. */
const sixPools = (h: ReturnType<typeof holdingsOf>) => ({
  vault: h.vaultCents,
  jackpots: h.jackpotPoolCents + h.cumulativeJackpotCents,
  payouts: h.payoutBudgetCents,
  emergency: h.emergencyCents,
  expenses: h.expensesCents,
  founders: null,
});

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  const admin = await signedInAdmin(server);
  const clock = { t: MARKET_OPEN_TIME };
  // Week of 2026-01-05: Ada's funded book makes a profit; Bo buys a 200K challenge.
  ada = await profitableTrader(server, "ada@example.com", 1.1101, clock);
  const bo = await signedInTrader(server, "bo@example.com");
  await buy(server, bo, "200K");
  server.clock.advance(60_000);
  const closed = await server.request("POST", "/api/admin/payout-weeks/close", { token: admin });
  expect(closed.status).toBe(200);
  expect(closed.body.weekKey).toBe("2026-01-05");
  // The next week: Bo buys a 5K challenge.
  server.clock.set("2026-01-13T12:00:00Z");
  // Days on, the session has lapsed: Bo signs in again.
  const again = await server.request("POST", "/api/auth/signin", {
    body: { email: "bo@example.com", password: TEST_PASSWORD },
  });
  await buy(server, again.body.token, "5K");
});
afterAll(() => server.close());

describe("the pools in the open", () => {
  it("are the ledger's sums now, with the sentence of what each sums; founders stay ?", async () => {
    const res = await server.request("GET", "/api/pools");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const body = res.body;
    expect(body.asOf).toBe(server.clock.now().toISOString());
    const now = sixPools(await poolHoldings(server.database.db));
    expect(
      Object.fromEntries(body.pools.map((p: { name: string; cents: number }) => [p.name, p.cents])),
    ).toEqual(now);
    expect(now.expenses).toBeGreaterThan(0);
    expect(now.vault).toBeGreaterThan(0);
    for (const pool of body.pools) expect(pool.explained.length).toBeGreaterThan(20);
    expect(body.pools.find((p: { name: string }) => p.name === "founders").cents).toBeNull();
    expectNothingInternal(body);
  });

  it("has 12 weeks, each pool's holding at the week's end adding up from the ledger's rows", async () => {
    const { weeks } = (await server.request("GET", "/api/pools")).body;
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w: { weekKey: string }) => w.weekKey)).toEqual(
      Array.from({ length: 12 }, (_, i) => addWeeks("2026-01-12", -i)),
    );
    for (const week of weeks) {
      const end = weekBounds(week.weekKey, "UTC").end;
      const ended = Math.min(end, server.clock.now().getTime() + 1);
      expect(week.holdings, week.weekKey).toEqual(sixPools(holdingsOf(await sumsBefore(ended))));
    }
    // The running week ends now: its holdings are the pools now.
    const pools = (await server.request("GET", "/api/pools")).body.pools;
    expect(weeks[0].holdings).toEqual(
      Object.fromEntries(pools.map((p: { name: string; cents: number }) => [p.name, p.cents])),
    );

    // Revenue: the purchases' cash of each week; paid out: what the settlement credited.
    const cashOfPurchases = async (weekKey: string) => {
      const { start, end } = weekBounds(weekKey, "UTC");
      const [row] = await server.database.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.account, "cash"),
            like(ledgerEntries.ref, "purchase:%"),
            sql`${ledgerEntries.createdAt} >= ${new Date(start).toISOString()}::timestamptz`,
            lt(ledgerEntries.createdAt, new Date(end)),
          ),
        );
      return Number(row!.sum);
    };
    const [thisWeek, lastWeek] = weeks;
    expect(thisWeek.revenueCents).toBe(await cashOfPurchases("2026-01-12"));
    expect(lastWeek.revenueCents).toBe(await cashOfPurchases("2026-01-05"));
    expect(thisWeek.revenueCents).toBeGreaterThan(0);
    expect(lastWeek.revenueCents).toBeGreaterThan(thisWeek.revenueCents); // 200K over 5K
    const credits = await server.database.db
      .select()
      .from(payoutCredits)
      .where(eq(payoutCredits.weekKey, "2026-01-05"));
    const credited = credits.reduce((t, c) => t + c.amountCents, 0);
    expect(credited).toBeGreaterThan(0);
    expect(lastWeek.paidOutCents).toBe(credited);
    expect(thisWeek.paidOutCents).toBe(0);
    // Older weeks: nothing happened, nothing held.
    expect(weeks[2]).toMatchObject({ revenueCents: 0, paidOutCents: 0 });
    expect(Object.values(weeks[2].holdings).every((v) => v === 0 || v === null)).toBe(true);
  });
});

describe("payouts on a public book", () => {
  it("lists what the book received, and its return counts the profit paid out", async () => {
    const db = server.database.db;
    const [credit] = await db
      .select()
      .from(payoutCredits)
      .where(and(eq(payoutCredits.accountId, ada.accountId), eq(payoutCredits.kind, "payout")));
    const [user] = await db.select().from(users).where(eq(users.email, "ada@example.com"));
    const res = await server.request("GET", `/api/openbook/${user!.publicId}`);
    expect(res.status).toBe(200);
    const [book] = res.body.books;
    expect(book.payouts).toContainEqual({
      weekKey: "2026-01-05",
      amountCents: credit!.amountCents,
      settledAt: expect.any(String),
      claimTx: null,
      claimUrl: null,
    });
    // The settlement put the balance back to its start; the return still shows the profit.
    expect(book.balanceCents).toBe(book.startingBalanceCents);
    expect(book.returnPercent).toBe(
      Math.round((credit!.figure / book.startingBalanceCents) * 10_000) / 100,
    );
    expect(book.returnPercent).toBeGreaterThan(0);
    expect(book.maxDrawdownPercent).toBe(0);
    expectNothingInternal(res.body, [ada.accountId]);

    // The register's week: the credits of the settlement, none withheld.
    const paid = (
      await db.select().from(payoutCredits).where(eq(payoutCredits.weekKey, "2026-01-05"))
    ).filter((c) => c.amountCents > 0);
    const register = await server.request("GET", "/api/openbook/register");
    expect(register.body.weeks[1]).toMatchObject({
      weekKey: "2026-01-05",
      payoutsPaid: paid.length,
      payoutsPaidCents: paid.reduce((t, c) => t + c.amountCents, 0),
      payoutsWithheld: 0,
    });
    expect(paid.length).toBeGreaterThan(0);
  });
});
