import { dailyLossFloor, maxDailyLoss } from "./daily-loss";
import { maxLoss, maxLossFloor } from "./max-loss";
import type { Cents } from "../core/money";
import { PHASES, phaseRules, type PhaseId, type PhaseRules } from "./phases";
import { PLANS, type Plan } from "./plans";
import { profitTarget, targetBalance } from "./profit-target";

/**
 * Dollar figures derived from the plans and phases, for pricing cards, the rules page and
 * dashboards. Nothing here is typed in by hand: every figure comes from the percentages.
 */
export interface PhaseFigures {
  readonly phase: PhaseId;
  readonly startingBalance: Cents;
  readonly profitTarget: Cents | null;
  readonly targetBalance: Cents | null;
  readonly maxDailyLoss: Cents;
  /** The daily floor on day 1 (balance at the reset = starting balance). */
  readonly dailyFloorDay1: Cents;
  readonly maxLoss: Cents;
  /** The max-loss floor at the start (for a relative drawdown it rises later). */
  readonly maxLossFloor: Cents;
}

export interface PlanFigures {
  readonly plan: Plan;
  readonly phases: Readonly<Record<PhaseId, PhaseFigures>>;
}

export function phaseFigures(
  plan: Plan,
  phase: PhaseId,
  phases: readonly PhaseRules[] = PHASES,
): PhaseFigures {
  const rules = phases.find((p) => p.id === phase) ?? phaseRules(phase);
  const start = plan.size;
  return {
    phase,
    startingBalance: start,
    profitTarget: profitTarget(rules, start),
    targetBalance: targetBalance(rules, start),
    maxDailyLoss: maxDailyLoss(rules, start),
    dailyFloorDay1: dailyLossFloor(rules, start, start),
    maxLoss: maxLoss(rules, start),
    maxLossFloor: maxLossFloor(rules, start, start),
  };
}

/** Every phase's figures for a plan, under these phases' rules (by default the latest). */
export function planFigures(plan: Plan, rules: readonly PhaseRules[] = PHASES): PlanFigures {
  const phases = Object.fromEntries(
    rules.map((p) => [p.id, phaseFigures(plan, p.id, rules)]),
  ) as Record<PhaseId, PhaseFigures>;
  return { plan, phases };
}

export function allPlanFigures(): PlanFigures[] {
  return PLANS.map((plan) => planFigures(plan));
}
