import type { PhaseRules } from "@proparena/domain/rules/phases";
import { RULE_SETS, type RuleSet } from "@proparena/domain/rules/rule-sets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eurusdTicks } from "../test/eurusd-ticks";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";
import { TradingDesk } from "./desk/trading-desk";

const HOUR = 3_600_000;
/** Version 1 as published, dated before this file's times. */
const V1: RuleSet = { ...RULE_SETS[0]!, publishedAt: "2025-01-01T00:00:00.000Z" };
/** Published an hour into the test: phase I daily loss 3% (v1: 5%), target 10% (v1: 8%). */
const V2: RuleSet = {
  ...V1,
  version: 2,
  publishedAt: new Date(MARKET_OPEN_TIME + HOUR).toISOString(),
  summary: "Tighter phase I.",
  changes: ["Phase I: daily loss 3%, target 10%."],
  phases: V1.phases.map((p): PhaseRules =>
    p.id === "phase1" ? { ...p, maxDailyLossBp: 300, targetBp: 1_000 } : p,
  ),
};

let server: TestServer;
let token: string;
/** After v2's publication, a minute apart. */
const eurusd = eurusdTicks(() => server, MARKET_OPEN_TIME + HOUR + 60_000);
let userId: string;
beforeAll(async () => {
  server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    ruleSets: [V1, V2],
  });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: MARKET_OPEN_TIME + 1_000 });
  token = await signedInTrader(server, "pinned@example.com");
  userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
});
afterAll(() => server.close());

const account = async (id: string) =>
  (await server.request("GET", `/api/accounts/${id}`, { token })).body;
const buy = (id: string) =>
  server.request("POST", `/api/accounts/${id}/orders`, {
    token,
    body: { symbol: "EURUSD", side: "buy", volume: 10 },
  });

describe("rules pinned at purchase", () => {
  it("an account opened under rule set v1 keeps v1's limits after v2 is published: engine, desk after restart, metrics", async () => {
    const old = await server.ctx.desk.openAccount(userId, "200K");
    server.clock.set(new Date(MARKET_OPEN_TIME + HOUR + 60_000));
    const fresh = await server.ctx.desk.openAccount(userId, "200K");

    expect(await account(old.id)).toMatchObject({
      ruleSetVersion: 1,
      objectives: { dailyLossFloorCents: 19_000_000, targetBalanceCents: 21_600_000 },
    });
    expect(await account(fresh.id)).toMatchObject({
      ruleSetVersion: 2,
      objectives: { dailyLossFloorCents: 19_400_000, targetBalanceCents: 22_000_000 },
    });

    // The engine: 10 lots bought at 1.10010, bid 1.09210 = -$8,000 (4%): v2's 3% breaks, v1's 5% holds.
    expect((await buy(old.id)).status).toBe(201);
    expect((await buy(fresh.id)).status).toBe(201);
    await eurusd(1.0921);
    expect(await account(fresh.id)).toMatchObject({
      status: "failed",
      evidence: { rule: "dailyLoss", threshold: 19_400_000 },
    });
    expect(await account(old.id)).toMatchObject({ status: "active", equityCents: 19_200_000 });

    // The metrics page's objectives.
    const metrics = (await server.request("GET", `/api/accounts/${old.id}/metrics`, { token }))
      .body;
    expect(metrics.objectives.slice(0, 2)).toMatchObject([
      { id: "profitTarget", label: "Profit target 8%", thresholdValue: 21_600_000 },
      { id: "dailyLoss", label: "Max daily loss 5%", thresholdValue: 19_000_000 },
    ]);

    // The desk rebuilt from the database (what a restart or a new leader does), and this
    // server's own desk after a rebuild: still v1's limits.
    const restarted = await TradingDesk.load(
      server.database.db,
      server.clock,
      "UTC",
      server.database.db,
      [V1, V2],
    );
    expect(restarted.accountSummary(old.id)).toMatchObject({
      account: { ruleSetVersion: 1, rules: { maxDailyLossBp: 500, targetBp: 800 } },
      objectives: { dailyLossFloor: 19_000_000 },
    });
    await server.ctx.desk.changeOutside(async () => undefined);
    expect(await account(old.id)).toMatchObject({
      ruleSetVersion: 1,
      status: "active",
      objectives: { dailyLossFloorCents: 19_000_000 },
    });
    // Further down, past v1's floor: -$10,100, equity $189,900 < $190,000.
    await eurusd(1.09);
    expect(await account(old.id)).toMatchObject({
      status: "failed",
      evidence: { rule: "dailyLoss", threshold: 19_000_000 },
    });
  });

  it("a desk refuses a list of rule sets that is not in order", async () => {
    await expect(
      TradingDesk.load(server.database.db, server.clock, "UTC", server.database.db, [V2]),
    ).rejects.toThrow("Rule set 1 has version 2.");
  });
});
