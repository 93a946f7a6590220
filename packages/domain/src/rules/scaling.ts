import { dollars, type Cents } from "../core/money";
import { addDaysToKey } from "../core/time-zones";

/**
 * The funded scaling plan (part of a rule set): a funded account that is profitable month after
 * month grows. Months are calendar months of payout weeks: a week belongs to the month of its
 * Monday (its week key), and a month is judged when its last week is settled. A month counts
 * when every week of it was settled on the account and their profits (closed balance at the
 * week's end minus at its start, before the payout takes it) add up to more than zero; a month
 * that does not count starts the run again. After `months` such months in a row the account's
 * size (its starting balance) grows by `stepBp` of itself, rounded down to whole dollars, never
 * past `maxSize`; the balance and the floors move up by the same amount, and the run starts
 * again. Pure: the weekly settlement feeds it one week at a time.
 */
export interface ScalingPlan {
  /** Profitable months in a row that earn one step. */
  readonly months: number;
  /** Growth of the size per step, in basis points of the size (2,500 = +25%). */
  readonly stepBp: number;
  /** The size never grows past this. */
  readonly maxSize: Cents;
}

/** The scaling plan published with rule set v2: +25% every four profitable months, to $1,000,000. */
export const FUNDED_SCALING: ScalingPlan = {
  months: 4,
  stepBp: 2_500,
  maxSize: dollars(1_000_000),
};

/** Where an account stands in the plan: the month under way and the run of profitable months. */
export interface ScalingProgress {
  /** "2027-01": the month of the weeks counted in `monthProfit`. */
  readonly monthKey: string;
  /** Sum of the month's weekly profits so far, in cents. */
  readonly monthProfit: Cents;
  /** Weeks of the month settled on the account so far. */
  readonly monthWeeks: number;
  /** Profitable months in a row, before the month under way. */
  readonly profitableMonths: number;
}

export interface ScalingWeek {
  /** The settled week's Monday: "2027-04-26". */
  readonly weekKey: string;
  /** The account's profit that week (may be negative). */
  readonly profit: Cents;
  /** The account's size (starting balance) during the week. */
  readonly size: Cents;
  /** Where it stood before this week (null: its first settled week as a funded account). */
  readonly progress: ScalingProgress | null;
}

export interface ScalingOutcome {
  readonly progress: ScalingProgress;
  /** The month the week closed, when it was its month's last week. */
  readonly closedMonth: {
    readonly monthKey: string;
    readonly profit: Cents;
    readonly complete: boolean;
    readonly counts: boolean;
  } | null;
  /** The size after the week: larger than `size` when the week earned a step. */
  readonly size: Cents;
}

/** "2027-04" of "2027-04-26". */
export const monthOfWeek = (weekKey: string): string => weekKey.slice(0, 7);

/** How many payout weeks a month has: the Mondays in it (4 or 5). */
export function weeksInMonth(monthKey: string): number {
  const [y, m] = monthKey.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  let mondays = 0;
  for (let d = 1; d <= days; d++) if (new Date(Date.UTC(y, m - 1, d)).getUTCDay() === 1) mondays++;
  return mondays;
}

/** The size one step grows `size` to: +stepBp, rounded down to whole dollars, at most maxSize. */
export function nextScaledSize(plan: ScalingPlan, size: Cents): Cents {
  if (size >= plan.maxSize) return size;
  const grown = Math.floor((size * (10_000 + plan.stepBp)) / 1_000_000) * 100;
  return Math.min(plan.maxSize, grown);
}

/** Every size of the plan from `size` to the cap: [200,000, 250,000, ..., 1,000,000] in cents. */
export function scalingLadder(plan: ScalingPlan, size: Cents): Cents[] {
  const sizes = [size];
  for (let s = nextScaledSize(plan, size); s > sizes.at(-1)!; s = nextScaledSize(plan, s)) {
    sizes.push(s);
  }
  return sizes;
}

/** One settled week through the plan. */
export function scalingAfterWeek(plan: ScalingPlan, week: ScalingWeek): ScalingOutcome {
  const monthKey = monthOfWeek(week.weekKey);
  // Progress kept for another month means a month went by without its weeks settled on the
  // account (it was not funded then): that month did not count, and the run starts again.
  const run = week.progress?.monthKey === monthKey ? week.progress : null;
  const profitableMonths = run?.profitableMonths ?? 0;
  const monthProfit = (run?.monthProfit ?? 0) + week.profit;
  const monthWeeks = (run?.monthWeeks ?? 0) + 1;
  const lastWeekOfMonth = monthOfWeek(addDaysToKey(week.weekKey, 7)) !== monthKey;
  if (!lastWeekOfMonth) {
    return {
      progress: { monthKey, monthProfit, monthWeeks, profitableMonths },
      closedMonth: null,
      size: week.size,
    };
  }
  const complete = monthWeeks === weeksInMonth(monthKey);
  const counts = complete && monthProfit > 0;
  const inARow = counts ? profitableMonths + 1 : 0;
  const nextMonth = monthOfWeek(addDaysToKey(week.weekKey, 7));
  const step = inARow >= plan.months ? nextScaledSize(plan, week.size) : week.size;
  return {
    progress: {
      monthKey: nextMonth,
      monthProfit: 0,
      monthWeeks: 0,
      profitableMonths: inARow >= plan.months ? 0 : inARow,
    },
    closedMonth: { monthKey, profit: monthProfit, complete, counts },
    size: step,
  };
}
