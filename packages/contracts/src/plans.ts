import { z } from "zod";

/** One phase's rules with every dollar figure derived from the plan size (DESIGN §5). */
export const planPhaseSchema = z.object({
  id: z.enum(["phase1", "phase2", "funded"]),
  numeral: z.string(),
  name: z.string(),
  nickname: z.string(),
  targetBp: z.number().int().nullable(),
  targetCents: z.number().int().nullable(),
  maxDailyLossBp: z.number().int(),
  maxDailyLossCents: z.number().int(),
  maxLossBp: z.number().int(),
  maxLossCents: z.number().int(),
  drawdown: z.enum(["fixed", "relative"]),
  minTradingDays: z.number().int().nullable(),
  timeLimitDays: z.number().int().nullable(),
  profitSplit: z.string(),
  payoutPeriod: z.string().nullable(),
});
export type PlanPhase = z.infer<typeof planPhaseSchema>;

/** Commission per side: a fixed amount per lot, or basis points of the notional in USD. */
export const commissionRuleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("perLot"), centsPerLot: z.number().int() }),
  z.object({ kind: z.literal("notional"), basisPoints: z.number() }),
]);

/**
 * A plan's trading costs under its rule set (domain trading-costs.ts): the commission per asset
 * class (both sides charged when a position opens) and the swap per lot per night by symbol
 * (negative: charged; positive: paid), at the 22:00 UTC rollover.
 */
export const costScheduleSchema = z.object({
  id: z.string(),
  name: z.string(),
  commission: z.object({
    fx: commissionRuleSchema,
    metal: commissionRuleSchema,
    index: commissionRuleSchema,
    energy: commissionRuleSchema,
    crypto: commissionRuleSchema,
  }),
  swaps: z.record(z.string(), z.object({ long: z.number().int(), short: z.number().int() })),
});
export type CostSchedule = z.infer<typeof costScheduleSchema>;

export const planSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The full size string of the checkout route, e.g. "$200,000". */
  sizeLabel: z.string(),
  sizeCents: z.number().int(),
  priceCents: z.number().int(),
  leverage: z.number().int(),
  /** Position of the size button on the pricing card (1-7), or null (beta). */
  pricingSlot: z.number().int().nullable(),
  phases: z.array(planPhaseSchema),
  /**
   * The sizes a funded account of this plan grows through under the rule set's scaling plan,
   * from the plan's size to the cap (empty when the rule set has none).
   */
  scalingLadderCents: z.array(z.number().int()),
  /** Its commission and swaps under the rule set (all zero for the Beta and before v3). */
  costs: costScheduleSchema,
});
export type Plan = z.infer<typeof planSchema>;

/** One published version of the rules: accounts keep the version they were opened under. */
export const ruleSetSummarySchema = z.object({
  version: z.number().int().min(1),
  /** When it took (or takes) effect for new accounts. */
  publishedAt: z.string(),
  summary: z.string(),
  /** What changed from the version before. */
  changes: z.array(z.string()),
  /** True for the version new accounts get now. */
  inForce: z.boolean(),
});
export type RuleSetSummary = z.infer<typeof ruleSetSummarySchema>;

/** The funded scaling plan of a rule set. */
export const scalingPlanSchema = z.object({
  /** Profitable calendar months in a row that earn one step. */
  months: z.number().int(),
  /** Growth of the size per step, basis points of the size (2,500 = 25%). */
  stepBp: z.number().int(),
  maxSizeCents: z.number().int(),
});
export type ScalingPlan = z.infer<typeof scalingPlanSchema>;

/** GET /api/plans?version=: the one source of truth for pricing, rules and checkout. */
export const plansQuerySchema = z.object({
  /** A published version's plans (default: the version in force). */
  version: z.coerce.number().int().min(1).max(1_000).optional(),
});
export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  defaultPlanId: z.string(),
  /** The version these plans belong to. */
  ruleSet: ruleSetSummarySchema,
  /** Every published version, oldest first. */
  ruleSets: z.array(ruleSetSummarySchema),
  scaling: scalingPlanSchema.nullable(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** GET /api/plans/:id/examples: the worked examples of the rules for one plan (docs/rules.md). */
export const workedExamplesResponseSchema = z.object({
  planId: z.string(),
  examples: z.array(z.object({ title: z.string(), lines: z.array(z.string()) })),
});
export type WorkedExamplesResponse = z.infer<typeof workedExamplesResponseSchema>;
