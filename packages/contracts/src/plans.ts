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
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/plans: the one source of truth for pricing, rules and checkout. */
export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  defaultPlanId: z.string(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** GET /api/plans/:id/examples: the worked examples of the rules for one plan (docs/rules.md). */
export const workedExamplesResponseSchema = z.object({
  planId: z.string(),
  examples: z.array(z.object({ title: z.string(), lines: z.array(z.string()) })),
});
export type WorkedExamplesResponse = z.infer<typeof workedExamplesResponseSchema>;
