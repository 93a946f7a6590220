/**
 * The arithmetic of the landing page's revenue-split diagram (spec §3 "Hero diagram amounts",
 * §4 "Hero demo", §9 "Revenue split"; DESIGN §6). Pure: amounts are integer cents, randomness is
 * injected, and every action returns the next state plus the message the typewriter shows.
 */
import { splitRevenue, weeklyPayout } from "@proparena/domain/ledger/payouts";
import { formatCents } from "../../../lib/format-money";

/** A random source like Math.random: a number in [0, 1). */
export type RandomSource = () => number;

export interface SplitState {
  revenueCents: number;
  winnersPoolCents: number;
  payoutExampleCents: number;
}

/** Starting amounts of spec §3: revenue 500,000, winners pool 250,000, payout example 4,200. */
export const INITIAL_SPLIT: SplitState = {
  revenueCents: 50_000_000,
  winnersPoolCents: 25_000_000,
  payoutExampleCents: 420_000,
};

/** Steps, guards and random ranges of spec §4 "Hero demo" (cents; ranges are inclusive). */
export const SPLIT_RULES = {
  revenue: { stepCents: 1_000_000, randomMinCents: 15_000_000, randomMaxCents: 100_000_000 },
  winnersPool: { stepCents: 500_000, randomMinCents: 5_000_000, randomMaxCents: 49_000_000 },
  payoutExample: {
    growFactor: 1.1,
    shrinkFactor: 0.9,
    randomStepCents: 10_000,
    randomMinCents: 10_000,
    randomMaxCents: 5_000_000,
  },
} as const;

export interface SplitFigures {
  revenueCents: number;
  /** 25% of revenue. */
  expensesCents: number;
  /** 75% of revenue: what the vault receives (jackpot + payout budget + founders' share). */
  vaultCents: number;
  /** 5% of revenue. */
  jackpotPoolCents: number;
  /** 70% of revenue: the most the week can pay out. */
  payoutBudgetCents: number;
  /** min(70% of revenue, winners pool). */
  payoutPoolCents: number;
  /** The part of the 70% budget the winners did not need. */
  emergencyPoolCents: number;
  winnersPoolCents: number;
  /** Payout multiplier in hundredths: floor(payout pool / winners pool, 2 decimals) x 100. */
  pmHundredths: number;
  payoutExampleCents: number;
  /** floor_cents(payout example x PM). */
  payoutCents: number;
}

/**
 * Every box of the diagram, derived from the three amounts the visitor can change by the
 * domain's own pool math (DESIGN §6): the example winner and the other winners together make
 * the winners' pool.
 */
export function splitFigures(state: SplitState): SplitFigures {
  const revenueCents = state.revenueCents;
  const split = splitRevenue(revenueCents);
  const week = weeklyPayout(revenueCents, [
    { accountId: "example", profit: state.payoutExampleCents },
    { accountId: "others", profit: state.winnersPoolCents - state.payoutExampleCents },
  ]);
  return {
    revenueCents,
    expensesCents: split.expenses,
    vaultCents: revenueCents - split.expenses,
    jackpotPoolCents: split.jackpot,
    payoutBudgetCents: split.payoutBudget,
    payoutPoolCents: week.payoutPool,
    emergencyPoolCents: week.emergency,
    winnersPoolCents: state.winnersPoolCents,
    pmHundredths: week.multiplierPercent,
    payoutExampleCents: state.payoutExampleCents,
    payoutCents: week.payouts.find((p) => p.accountId === "example")?.payout ?? 0,
  };
}

/** PM as the diagram shows it: "100%", "87%". */
export function formatPm(pmHundredths: number): string {
  return `${pmHundredths}%`;
}

/** A whole multiple of `step` in [min, max], both ends included. */
export function randomMultiple(min: number, max: number, step: number, random: RandomSource) {
  const lowest = Math.ceil(min / step);
  const highest = Math.floor(max / step);
  const pick = lowest + Math.floor(random() * (highest - lowest + 1));
  return Math.min(Math.max(pick, lowest), highest) * step;
}

export type SplitTarget = "revenue" | "winnersPool" | "payoutExample";
export type SplitMove = "plus" | "minus" | "random";

export interface SplitOutcome {
  state: SplitState;
  /** False when a minus was refused because the amount is smaller than the step. */
  applied: boolean;
  /** The typewriter message of spec §4. */
  message: string;
}

/** A winner's profit can never exceed every winner's profit together. */
function capExample(state: SplitState): SplitState {
  return {
    ...state,
    payoutExampleCents: Math.min(state.payoutExampleCents, state.winnersPoolCents),
  };
}

function changeAmount(
  state: SplitState,
  key: "revenueCents" | "winnersPoolCents",
  label: string,
  move: SplitMove,
  rules: { stepCents: number; randomMinCents: number; randomMaxCents: number },
  random: RandomSource,
): SplitOutcome {
  const current = state[key];
  const step = rules.stepCents;
  if (move === "minus" && current < step) {
    return {
      state,
      applied: false,
      message: `${label} is below ${formatCents(step)}, so it cannot be decreased.`,
    };
  }
  if (move === "random") {
    const value = randomMultiple(rules.randomMinCents, rules.randomMaxCents, step, random);
    return {
      state: capExample({ ...state, [key]: value }),
      applied: true,
      message: `${label} has been randomized to ${formatCents(value)}.`,
    };
  }
  const value = move === "plus" ? current + step : current - step;
  return {
    state: capExample({ ...state, [key]: value }),
    applied: true,
    message: `${label} has been ${move === "plus" ? "increased" : "decreased"} by ${formatCents(step)}.`,
  };
}

/** One click of a plus, minus or random button. */
export function applySplitAction(
  state: SplitState,
  target: SplitTarget,
  move: SplitMove,
  random: RandomSource = Math.random,
): SplitOutcome {
  if (target === "revenue") {
    return changeAmount(state, "revenueCents", "Revenue", move, SPLIT_RULES.revenue, random);
  }
  if (target === "winnersPool") {
    return changeAmount(
      state,
      "winnersPoolCents",
      "WinnersPool",
      move,
      SPLIT_RULES.winnersPool,
      random,
    );
  }
  const rules = SPLIT_RULES.payoutExample;
  const example = state.payoutExampleCents;
  const next =
    move === "plus"
      ? Math.round(example * rules.growFactor)
      : move === "minus"
        ? Math.round(example * rules.shrinkFactor)
        : randomMultiple(rules.randomMinCents, rules.randomMaxCents, rules.randomStepCents, random);
  const nextState = capExample({ ...state, payoutExampleCents: next });
  const { payoutCents } = splitFigures(nextState);
  return {
    state: nextState,
    applied: true,
    message: `In this example you make ${formatCents(payoutCents)} in your funded account.`,
  };
}
