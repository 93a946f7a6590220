import { PHASES, type PhaseId, type PhaseRules } from "./phases";
import { PLANS, type Plan, type PlanId } from "./plans";
import { FUNDED_SCALING, type ScalingPlan } from "./scaling";
import { NO_COSTS, STANDARD_COSTS, type CostSchedule } from "./trading-costs";

/**
 * Rule sets: the plans, phases, limits and scaling plan as versioned data. An account keeps the
 * version it was bought or opened under (stored on it, `ruleSetVersion`), and so do the
 * accounts its passes open; a new version applies only to accounts opened from its publication
 * on. Publishing is adding a version here (code-reviewed data) with the instant it takes effect;
 * the database stores only which version each account has. Versions are never edited once
 * published: an account opened under one is judged by it for good.
 */
export interface RuleSet {
  /** 1, 2, ... in publication order. */
  readonly version: number;
  /** When it takes effect: accounts opened from then on get it (ISO instant, UTC). */
  readonly publishedAt: string;
  /** One line on what it is. */
  readonly summary: string;
  /** What changed from the version before, one item per change. */
  readonly changes: readonly string[];
  readonly plans: readonly Plan[];
  readonly phases: readonly PhaseRules[];
  /** How a funded account grows, or null (no scaling under this version). */
  readonly scaling: ScalingPlan | null;
  /** Each plan's trading costs (trading-costs.ts); a plan not listed trades without costs. */
  readonly costs: Readonly<Partial<Record<PlanId, CostSchedule>>>;
}

/** Every paid plan on the standard costs, the free Beta without any. */
const STANDARD_PLAN_COSTS: Readonly<Partial<Record<PlanId, CostSchedule>>> = Object.fromEntries(
  PLANS.map((p) => [p.id, p.price === 0 ? NO_COSTS : STANDARD_COSTS]),
);

/** The published rule sets, oldest first. */
export const RULE_SETS: readonly RuleSet[] = [
  {
    version: 1,
    publishedAt: "2026-11-22T00:00:00.000Z",
    summary: "The rules at launch: two evaluation phases, then a funded account.",
    changes: [
      "Plans from 5K to 300K and the free Beta plan; phase targets 8% and 5%, daily loss 5% / 2.5% / 5%, max loss 10%.",
    ],
    plans: PLANS,
    phases: PHASES,
    scaling: null,
    costs: {},
  },
  {
    version: 2,
    publishedAt: "2026-11-26T00:00:00.000Z",
    summary: "Adds the funded scaling plan.",
    changes: [
      "Funded accounts grow by 25% of their size after every four profitable months in a row, up to $1,000,000.",
      "Plans, phases and limits are unchanged from version 1.",
    ],
    plans: PLANS,
    phases: PHASES,
    scaling: FUNDED_SCALING,
    costs: {},
  },
  {
    version: 3,
    publishedAt: "2026-11-27T00:00:00.000Z",
    summary: "Adds trading costs: a commission per lot and an overnight swap per instrument.",
    changes: [
      "Commission per lot and per side, both sides charged when a position opens: $3.50 on FX and metals, $0.50 on indices, $1.00 on oil, 0.03% of the notional on crypto. The free Beta plan pays none.",
      "Overnight swap per lot, long and short rates per instrument, at the 22:00 UTC rollover: Monday to Friday with Wednesday counting three nights (crypto: every night). The free Beta plan pays none.",
      "Equity and balance include both, so the daily loss, max loss and profit target count them. Plans, phases, limits and the scaling plan are unchanged from version 2.",
    ],
    plans: PLANS,
    phases: PHASES,
    scaling: FUNDED_SCALING,
    costs: STANDARD_PLAN_COSTS,
  },
];

/** The rule set with this version, or undefined. */
export function ruleSetOf(
  version: unknown,
  sets: readonly RuleSet[] = RULE_SETS,
): RuleSet | undefined {
  return sets.find((s) => s.version === version);
}

/**
 * The rule set in force at `time`: the newest one published by then (the first one for any
 * earlier time).
 */
export function ruleSetAt(time: number, sets: readonly RuleSet[] = RULE_SETS): RuleSet {
  let found = sets[0]!;
  for (const s of sets) if (Date.parse(s.publishedAt) <= time) found = s;
  return found;
}

/** The newest published rule set (what the rules page shows first). */
export function latestRuleSet(sets: readonly RuleSet[] = RULE_SETS): RuleSet {
  return sets.at(-1)!;
}

export function planIn(set: RuleSet, planId: unknown): Plan | undefined {
  return set.plans.find((p) => p.id === planId);
}

/** A plan's trading costs under a rule set (none when the set lists none for it). */
export function costsIn(set: RuleSet, planId: unknown): CostSchedule {
  return set.costs[planId as PlanId] ?? NO_COSTS;
}

export function phaseIn(set: RuleSet, phase: unknown): PhaseRules | undefined {
  return set.phases.find((p) => p.id === phase);
}

/**
 * Checks a list of rule sets before a server uses it: versions 1, 2, ... in order, publication
 * times that only move forward, every phase in each and at least one plan.
 */
export function checkRuleSets(sets: readonly RuleSet[]): string | null {
  if (sets.length === 0) return "There must be at least one rule set.";
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i]!;
    if (s.version !== i + 1) return `Rule set ${i + 1} has version ${s.version}.`;
    if (!Number.isFinite(Date.parse(s.publishedAt))) {
      return `Rule set ${s.version} has no valid publication time.`;
    }
    if (i > 0 && Date.parse(s.publishedAt) <= Date.parse(sets[i - 1]!.publishedAt)) {
      return `Rule set ${s.version} must be published after version ${s.version - 1}.`;
    }
    for (const id of ["phase1", "phase2", "funded"] satisfies PhaseId[]) {
      if (!phaseIn(s, id)) return `Rule set ${s.version} has no ${id} phase.`;
    }
    if (s.plans.length === 0) return `Rule set ${s.version} has no plan.`;
  }
  return null;
}
