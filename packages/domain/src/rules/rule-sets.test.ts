import { describe, expect, it } from "vitest";
import { createAccount, type Account } from "../engine/account";
import { objectiveChecklist } from "./objectives";
import { successorOnPass } from "./phase-transitions";
import { phaseRules, type PhaseRules } from "./phases";
import { checkRuleSets, ruleSetAt, ruleSetOf, RULE_SETS, type RuleSet } from "./rule-sets";
import { baseQuotes, HOUR, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";
import { createTradingEngine } from "../engine/trading-engine";

const T = TUESDAY_NOON;
const DAY = 24 * HOUR;

/** A version 2 that tightens phase I: daily loss 3% (v1: 5%), target 10% (v1: 8%). */
const tighter = (p: PhaseRules): PhaseRules =>
  p.id === "phase1" ? { ...p, maxDailyLossBp: 300, targetBp: 1_000 } : p;
/** Version 1 as published, dated before this file's 2024 times. */
const V1: RuleSet = { ...RULE_SETS[0]!, publishedAt: "2024-01-01T00:00:00.000Z" };
const V2: RuleSet = {
  ...V1,
  version: 2,
  publishedAt: new Date(T + DAY).toISOString(),
  summary: "Tighter phase I.",
  changes: ["Phase I daily loss 3%, target 10%."],
  phases: V1.phases.map(tighter),
};
const SETS = [V1, V2];

const open = (id: string, time: number, phase: Account["phase"] = "phase1") =>
  must(createAccount({ id, planId: "200K", phase, time, ruleSet: ruleSetAt(time, SETS) }));

describe("rule sets: an account keeps the rules it was opened under", () => {
  it("the version in force is the newest published by then (the first for earlier times)", () => {
    expect(ruleSetAt(0, SETS).version).toBe(1);
    expect(ruleSetAt(Date.parse("2026-11-26T00:00:00Z")).version).toBe(2);
    expect(ruleSetAt(Date.parse("2026-11-25T23:59:59Z")).version).toBe(1);
    expect(ruleSetAt(T + DAY - 1, SETS).version).toBe(1);
    expect(ruleSetAt(T + DAY, SETS).version).toBe(2);
    expect(ruleSetOf(2, SETS)).toBe(V2);
    expect(ruleSetOf(3, SETS)).toBeUndefined();
  });

  it("an account opened under v1 keeps v1's limits after v2 is published: engine, restore and objectives", () => {
    const old = open("old", T);
    const fresh = open("new", T + 2 * DAY);
    expect([old.ruleSetVersion, old.rules.maxDailyLossBp]).toEqual([1, 500]);
    expect([fresh.ruleSetVersion, fresh.rules.maxDailyLossBp]).toEqual([2, 300]);

    const time = T + 2 * DAY;
    const engine = must(
      createTradingEngine({
        snapshot: { time, accounts: [old, fresh], quotes: baseQuotes(time) },
      }),
    );
    for (const id of ["old", "new"]) {
      must(
        engine.placeOrder(id, { symbol: "EURUSD", side: "buy", type: "market", volume: 10 }, time),
      );
    }
    // 4% of $200,000 lost on each: inside v1's 5% daily loss, past v2's 3%.
    const tick = must(engine.applyTick(quote("EURUSD", 1.0771, 1.0772, time + 1_000)));
    const failed = tick.events.filter((e) => e.type === "accountFailed").map((e) => e.account.id);
    expect(failed).toEqual(["new"]);
    expect(must(engine.getAccountSummary("old")).objectives.dailyLossFloor).toBe(19_000_000);

    // Rebuilt from its records (a restart): still v1's limits.
    const rebuilt = must(createTradingEngine({ snapshot: engine.snapshot() }));
    const summary = must(rebuilt.getAccountSummary("old"));
    expect(summary.account.ruleSetVersion).toBe(1);
    expect(summary.objectives).toMatchObject({
      dailyLossFloor: 19_000_000,
      targetBalance: 21_600_000,
    });
    const checklist = objectiveChecklist(summary.account, summary.equity);
    expect(checklist.map((o) => o.label)).toEqual([
      "Profit target 8%",
      "Max daily loss 5%",
      "Max loss 10%",
    ]);
  });

  it("the account a pass opens keeps the version of the one it follows", () => {
    const passed = { ...open("p1", T), status: "passed" as const, endedAt: T + 3 * DAY };
    const next = successorOnPass(passed, { id: "p2", time: T + 3 * DAY, ruleSets: SETS });
    expect(next).toMatchObject({ phase: "phase2", ruleSetVersion: 1, rules: phaseRules("phase2") });
  });

  it("refuses a version that is not published, and checks the published list", () => {
    const passed = { ...open("p1", T), status: "passed" as const, ruleSetVersion: 7 };
    expect(successorOnPass(passed, { id: "p2", time: T, ruleSets: SETS })).toBeNull();
    expect(checkRuleSets(RULE_SETS)).toBeNull();
    expect(checkRuleSets(SETS)).toBeNull();
    expect(checkRuleSets([V2])).toBe("Rule set 1 has version 2.");
    expect(checkRuleSets([V1, { ...V2, publishedAt: V1.publishedAt }])).toBe(
      "Rule set 2 must be published after version 1.",
    );
    expect(checkRuleSets([V1, { ...V2, phases: V2.phases.filter((p) => p.id !== "funded") }])).toBe(
      "Rule set 2 has no funded phase.",
    );
  });

  it("a stored record whose rules are not its phase's is refused when the engine is rebuilt", () => {
    const a = open("a", T);
    const built = createTradingEngine({
      snapshot: { time: T, accounts: [{ ...a, rules: phaseRules("phase2") }] },
    });
    expect(built).toMatchObject({ ok: false, code: "INVALID_RECORD" });
    expect(
      createTradingEngine({ snapshot: { time: T, accounts: [{ ...a, ruleSetVersion: 0 }] } }),
    ).toMatchObject({ ok: false, code: "INVALID_RECORD" });
  });
});
