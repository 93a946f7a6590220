import type { Cents } from "../core/money";
import {
  DEFAULT_RESET_TIME_ZONE,
  DEFAULT_STOP_OUT_LEVEL,
  type PhaseId,
  type PhaseRules,
} from "../rules/phases";
import type { PlanId } from "../rules/plans";
import { describeInput, ok, reject, type Result } from "../core/result";
import { costsIn, phaseIn, planIn, ruleSetAt, type RuleSet } from "../rules/rule-sets";
import type { CostSchedule } from "../rules/trading-costs";
import type { RuleEvidence } from "../rules/rule-evidence";
import { dayKey, isTime, isValidTimeZone } from "../core/time-zones";

/**
 * A challenge account as a plain record: everything the rules need to be re-evaluated after a
 * restart. `balance` is the closed balance; equity is derived from the open positions.
 */
export type AccountStatus = "active" | "passed" | "failed" | "closed";

export interface Account {
  readonly id: string;
  readonly ownerId: string | null;
  readonly planId: PlanId;
  readonly phase: PhaseId;
  /** The rule set it was bought or opened under (rule-sets.ts); it keeps it for good. */
  readonly ruleSetVersion: number;
  /** Its phase's rules in that rule set: what the engine judges it by. */
  readonly rules: PhaseRules;
  /** Its plan's trading costs in that rule set (commission, swap). */
  readonly costs: CostSchedule;
  readonly status: AccountStatus;
  readonly startingBalance: Cents;
  readonly balance: Cents;
  /** 1:100 -> 100. */
  readonly leverage: number;
  /** Margin level (%) below which the largest loser is closed. */
  readonly stopOutLevel: number;
  readonly createdAt: number;
  /** The local day (in the reset time zone) the daily figures belong to: "2024-03-15". */
  readonly dayKey: string;
  /** Closed balance at the last daily reset (the starting balance on day 1). */
  readonly dayStartBalance: Cents;
  /** Highest end-of-day balance so far, the starting balance included. */
  readonly highestEodBalance: Cents;
  /** Distinct local days on which a position was opened. */
  readonly tradingDays: number;
  readonly lastTradingDay: string | null;
  /** When the account failed, passed or was closed (a refunded purchase). */
  readonly endedAt: number | null;
  readonly evidence: RuleEvidence | null;
  /** The account whose pass opened this one. */
  readonly previousAccountId: string | null;
}

export interface NewAccount {
  readonly id: string;
  readonly planId: PlanId;
  readonly phase: PhaseId;
  readonly time: number;
  readonly ownerId?: string | null;
  readonly previousAccountId?: string | null;
  readonly timeZone?: string;
  readonly stopOutLevel?: number;
  /** The rule set it opens under; by default the one in force at `time`. */
  readonly ruleSet?: RuleSet;
}

export function createAccount(input: NewAccount): Result<Account> {
  if (typeof input.id !== "string" || input.id.length === 0) {
    return reject("INVALID_RECORD", "An account needs a non-empty id.");
  }
  if (!isTime(input.time)) {
    return reject(
      "INVALID_TIME",
      `Account creation time must be a finite number (got ${describeInput(input.time)}).`,
    );
  }
  const ruleSet = input.ruleSet ?? ruleSetAt(input.time);
  const plan = planIn(ruleSet, input.planId);
  if (!plan) return reject("UNKNOWN_PLAN", `Unknown plan ${describeInput(input.planId)}.`);
  const rules = phaseIn(ruleSet, input.phase);
  if (!rules) return reject("INVALID_RECORD", `Unknown phase ${describeInput(input.phase)}.`);
  const timeZone = input.timeZone ?? DEFAULT_RESET_TIME_ZONE;
  if (!isValidTimeZone(timeZone))
    return reject("INVALID_CONFIG", `Unknown time zone ${describeInput(timeZone)}.`);
  const stopOutLevel = input.stopOutLevel ?? DEFAULT_STOP_OUT_LEVEL;
  if (!Number.isFinite(stopOutLevel) || stopOutLevel < 0 || stopOutLevel > 1_000) {
    return reject(
      "INVALID_CONFIG",
      `Stop-out level must be a percentage between 0 and 1000 (got ${stopOutLevel}).`,
    );
  }
  return ok({
    id: input.id,
    ownerId: input.ownerId ?? null,
    planId: plan.id,
    phase: rules.id,
    ruleSetVersion: ruleSet.version,
    rules,
    costs: costsIn(ruleSet, plan.id),
    status: "active",
    startingBalance: plan.size,
    balance: plan.size,
    leverage: plan.leverage,
    stopOutLevel,
    createdAt: input.time,
    dayKey: dayKey(input.time, timeZone),
    dayStartBalance: plan.size,
    highestEodBalance: plan.size,
    tradingDays: 0,
    lastTradingDay: null,
    endedAt: null,
    evidence: null,
    previousAccountId: input.previousAccountId ?? null,
  });
}
