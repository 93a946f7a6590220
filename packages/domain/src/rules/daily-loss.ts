import { basisPointsOf, type Cents } from "../core/money";
import type { PhaseRules } from "./phases";

/**
 * Max daily loss (DESIGN §5): the daily floor is the balance at the last daily reset minus
 * daily% x the starting balance. On the first day the balance at the reset is the starting
 * balance. The account breaches when its equity (floating P&L included) falls below the floor.
 * A position held over the reset counts against the new day's floor with its whole floating
 * loss, because the floor is computed from the closed balance at the reset.
 */
export function maxDailyLoss(rules: PhaseRules, startingBalance: Cents): Cents {
  return basisPointsOf(startingBalance, rules.maxDailyLossBp);
}

export function dailyLossFloor(
  rules: PhaseRules,
  startingBalance: Cents,
  dayStartBalance: Cents,
): Cents {
  return dayStartBalance - maxDailyLoss(rules, startingBalance);
}

export function isDailyLossBreached(equity: Cents, floor: Cents): boolean {
  return equity < floor;
}
