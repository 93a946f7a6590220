import { basisPointsOf, type Cents } from "../core/money";
import type { PhaseRules } from "./phases";

/**
 * Profit target (DESIGN §5): reached when the closed balance is at least the starting balance
 * plus target% of it, no position is open and the minimum trading days are done. Floating
 * profit never counts. The funded phase has no target.
 */
export function profitTarget(rules: PhaseRules, startingBalance: Cents): Cents | null {
  return rules.targetBp === null ? null : basisPointsOf(startingBalance, rules.targetBp);
}

export function targetBalance(rules: PhaseRules, startingBalance: Cents): Cents | null {
  const target = profitTarget(rules, startingBalance);
  return target === null ? null : startingBalance + target;
}

export interface TargetInput {
  readonly balance: Cents;
  readonly openPositions: number;
  readonly tradingDays: number;
}

export function isTargetReached(
  rules: PhaseRules,
  startingBalance: Cents,
  input: TargetInput,
): boolean {
  const goal = targetBalance(rules, startingBalance);
  if (goal === null) return false;
  return (
    input.openPositions === 0 &&
    input.balance >= goal &&
    input.tradingDays >= (rules.minTradingDays ?? 0)
  );
}
