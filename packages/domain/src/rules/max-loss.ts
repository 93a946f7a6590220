import { basisPointsOf, type Cents } from "../core/money";
import type { PhaseRules } from "./phases";

/**
 * Max loss (DESIGN §5).
 * - Fixed: floor = starting balance - max% x starting balance, forever.
 * - Relative: floor = highest end-of-day balance so far (the starting balance included)
 *   - max% x starting balance; it only rises.
 * The account breaches when its equity falls below the floor.
 */
export function maxLoss(rules: PhaseRules, startingBalance: Cents): Cents {
  return basisPointsOf(startingBalance, rules.maxLossBp);
}

export function maxLossFloor(
  rules: PhaseRules,
  startingBalance: Cents,
  highestEodBalance: Cents,
): Cents {
  const base =
    rules.drawdown === "relative" ? Math.max(startingBalance, highestEodBalance) : startingBalance;
  return base - maxLoss(rules, startingBalance);
}

/** The highest end-of-day balance after a day ends with `balanceAtReset`. */
export function nextHighestEodBalance(highestEodBalance: Cents, balanceAtReset: Cents): Cents {
  return Math.max(highestEodBalance, balanceAtReset);
}

export function isMaxLossBreached(equity: Cents, floor: Cents): boolean {
  return equity < floor;
}
