import { describe, expect, it } from "vitest";
import { createAccount } from "./account";
import { phaseRules } from "../rules/phases";
import { TUESDAY_NOON } from "../testing/engine-fixture";
import { NO_COSTS } from "../rules/trading-costs";

describe("new accounts", () => {
  it("200K phase I: starting balance $200,000, leverage 1:100, stop-out 50%, day 1 reference = starting balance", () => {
    const r = createAccount({
      id: "a",
      planId: "200K",
      phase: "phase1",
      time: TUESDAY_NOON,
      ownerId: "u1",
    });
    expect(r.ok && r.value).toEqual({
      id: "a",
      ownerId: "u1",
      planId: "200K",
      phase: "phase1",
      // Opened in 2024: the first rule set, whose phase I rules it is judged by.
      ruleSetVersion: 1,
      rules: phaseRules("phase1"),
      // ... without trading costs (rule set 3 brought them).
      costs: NO_COSTS,
      status: "active",
      startingBalance: 20_000_000,
      balance: 20_000_000,
      leverage: 100,
      stopOutLevel: 50,
      createdAt: TUESDAY_NOON,
      dayKey: "2024-03-12",
      dayStartBalance: 20_000_000,
      highestEodBalance: 20_000_000,
      tradingDays: 0,
      lastTradingDay: null,
      endedAt: null,
      evidence: null,
      previousAccountId: null,
    });
  });

  it("the Beta account is $1,000,000 on phase I rules", () => {
    const r = createAccount({ id: "b", planId: "BETA", phase: "phase1", time: TUESDAY_NOON });
    expect(r.ok && [r.value.startingBalance, r.value.leverage]).toEqual([100_000_000, 100]);
  });

  it("rejects unknown plans, phases, zones, bad times and stop-out levels", () => {
    const base = { id: "a", planId: "200K", phase: "phase1", time: TUESDAY_NOON } as const;
    expect(createAccount({ ...base, planId: "1M" as never })).toMatchObject({
      ok: false,
      code: "UNKNOWN_PLAN",
    });
    expect(createAccount({ ...base, phase: "phase9" as never })).toMatchObject({
      ok: false,
      code: "INVALID_RECORD",
    });
    expect(createAccount({ ...base, id: "" })).toMatchObject({ ok: false, code: "INVALID_RECORD" });
    expect(createAccount({ ...base, time: Number.NaN })).toMatchObject({
      ok: false,
      code: "INVALID_TIME",
    });
    expect(createAccount({ ...base, timeZone: "Atlantis/City" })).toMatchObject({
      ok: false,
      code: "INVALID_CONFIG",
    });
    expect(createAccount({ ...base, stopOutLevel: -5 })).toMatchObject({
      ok: false,
      code: "INVALID_CONFIG",
    });
  });
});
