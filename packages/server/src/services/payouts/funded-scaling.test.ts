import { randomUUID } from "node:crypto";
import { createAccount } from "@proparena/domain/engine/account";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, fundedScaling, ruleDecisions, users, weekStartBalances } from "../../db/schema";
import { runDue } from "../../jobs/job-runner";
import { weeklyPayoutJob } from "../../jobs/weekly-payout-job";
import { accountToRow } from "../../trading/record-mappers";
import { eurusdTicks } from "../../test/eurusd-ticks";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader, TEST_PASSWORD } from "../../test/test-users";

// The week of Monday 26 April 2027 (UTC): April's last week. It settles on Monday 3 May.
const WEDNESDAY = Date.parse("2027-04-28T10:00:00Z");
const SETTLES = Date.parse("2027-05-03T00:01:00Z");

let server: TestServer;
let token: string;
const eurusd = eurusdTicks(() => server, WEDNESDAY);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(WEDNESDAY).toISOString() });
  await eurusd(1.1);
  token = await signedInTrader(server, "scaling@example.com");
});
afterAll(() => server.close());

/** A 200K funded account under `version`, with January to March counted and three April weeks settled. */
async function fundedAccount(version: 1 | 2) {
  const [user] = await server.database.db
    .select()
    .from(users)
    .where(eq(users.email, "scaling@example.com"));
  const account = createAccount({
    id: randomUUID(),
    planId: "200K",
    phase: "funded",
    ownerId: user!.id,
    time: server.clock.now().getTime(),
    ruleSet: RULE_SETS[version - 1]!,
  });
  if (!account.ok) throw new Error(account.reason);
  await server.database.db.insert(accounts).values(accountToRow(account.value));
  await server.database.db.insert(fundedScaling).values({
    accountId: account.value.id,
    monthKey: "2027-04",
    monthProfitCents: 180_000,
    monthWeeks: 3,
    profitableMonths: 3,
    weekKey: "2027-04-19",
  });
  await server.ctx.desk.adopt(account.value);
  return account.value.id;
}

/** +$1,000: 1 lot bought at 1.10010, sold at 1.11010. */
async function winWeek(accountId: string) {
  const opened = await server.request("POST", `/api/accounts/${accountId}/orders`, {
    token,
    body: { symbol: "EURUSD", side: "buy", volume: 1 },
  });
  expect(opened.status).toBe(201);
  await eurusd(1.1101);
  const closed = await server.request(
    "POST",
    `/api/accounts/${accountId}/positions/${opened.body.position.id}/close`,
    { token },
  );
  expect(closed.status).toBe(200);
  await eurusd(1.1);
}

describe("the funded scaling plan at the weekly settlement", () => {
  it("the week that completes four profitable months grows a v2 funded account to $250,000; a v1 account keeps its size", async () => {
    const scaled = await fundedAccount(2);
    const pinned = await fundedAccount(1);
    await winWeek(scaled);
    await winWeek(pinned);

    server.clock.set(new Date(SETTLES));
    const [run] = await runDue(server.ctx, weeklyPayoutJob, "UTC", "startup");
    expect(run).toMatchObject({ status: "done", run: { periodKey: "2027-04-26" } });
    // Monday's daily reset (its job runs at 00:00 as well): the day starts at the new balance.
    await server.ctx.desk.advanceTime();

    token = (
      await server.request("POST", "/api/auth/signin", {
        body: { email: "scaling@example.com", password: TEST_PASSWORD },
      })
    ).body.token;
    const view = async (id: string) =>
      (await server.request("GET", `/api/accounts/${id}`, { token })).body;
    // The week's $1,000 is taken off as every week (no revenue: nothing is paid), then +$50,000.
    expect(await view(scaled)).toMatchObject({
      ruleSetVersion: 2,
      startingBalanceCents: 25_000_000,
      balanceCents: 25_000_000,
      objectives: { dailyLossFloorCents: 23_750_000, maxLossFloorCents: 22_500_000 },
    });
    expect(await view(pinned)).toMatchObject({
      ruleSetVersion: 1,
      startingBalanceCents: 20_000_000,
      balanceCents: 20_000_000,
    });

    const db = server.database.db;
    const [decision] = await db
      .select()
      .from(ruleDecisions)
      .where(and(eq(ruleDecisions.accountId, scaled), eq(ruleDecisions.outcome, "scaling")));
    expect(decision).toMatchObject({
      rule: "scaling",
      time: new Date(SETTLES),
      evidence: {
        act: "scaling",
        amount: 5_000_000,
        startingBalanceChange: 5_000_000,
        before: { startingBalance: 20_000_000, balance: 20_000_000 },
        after: { startingBalance: 25_000_000, balance: 25_000_000 },
      },
    });
    expect(
      await db.select().from(ruleDecisions).where(eq(ruleDecisions.accountId, pinned)),
    ).toEqual([]);
    // Next week starts at the new size, so the step is not counted as next week's profit.
    const starts = await db
      .select()
      .from(weekStartBalances)
      .where(eq(weekStartBalances.weekKey, "2027-05-03"));
    expect(starts.find((s) => s.accountId === scaled)?.balanceCents).toBe(25_000_000);
    expect(
      await db.select().from(fundedScaling).where(eq(fundedScaling.accountId, scaled)),
    ).toEqual([
      {
        accountId: scaled,
        monthKey: "2027-05",
        monthProfitCents: 0,
        monthWeeks: 0,
        profitableMonths: 0,
        weekKey: "2027-04-26",
      },
    ]);

    // The desk was rebuilt with the new size: the account trades on.
    await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: SETTLES + 1_000 });
    const order = await server.request("POST", `/api/accounts/${scaled}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", volume: 1 },
    });
    expect(order.status).toBe(201);
    expect(order.body.account.startingBalanceCents).toBe(25_000_000);
  });
});
