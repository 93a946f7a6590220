import {
  workedExamplesResponseSchema,
  type WorkedExamplesResponse,
} from "@proparena/contracts/plans";

/**
 * GET /plans/:id/examples answers for the web tests, parsed with the contract's schema so
 * they cannot drift from the wire format. Figures are those of docs/rules.md (200K) and of the
 * same examples on 5K, as the server computes them.
 */
const LINES: Record<string, { phase1: string[]; phase2: string[] }> = {
  "200K": {
    phase1: [
      "Target: $200,000 + 8% = **$216,000** closed balance with no open position.",
      "Daily loss floor on day 1: $200,000 - $10,000 = **$190,000**. Equity of exactly $190,000 holds; $189,990.00 breaches.",
      "If day 1 ends with a closed balance of $204,000, the day-2 floor is $204,000 - $10,000 = **$194,000**.",
      "Max loss floor: $200,000 - $20,000 = **$180,000**, whatever happens to the balance.",
    ],
    phase2: [
      "Target **$210,000**; daily loss 2.5%: the day-1 floor is **$195,000**.",
      "Max loss floor at the start: $200,000 - $20,000 = **$180,000**.",
      "Day 1 ends at a balance of $204,500: the floor rises to **$184,500**.",
      "Day 2 ends lower, at $201,000: the floor stays at **$184,500** (it never falls).",
    ],
  },
  "5K": {
    phase1: [
      "Target: $5,000 + 8% = **$5,400** closed balance with no open position.",
      "Daily loss floor on day 1: $5,000 - $250 = **$4,750**. Equity of exactly $4,750 holds; $4,740.00 breaches.",
      "If day 1 ends with a closed balance of $5,100, the day-2 floor is $5,100 - $250 = **$4,850**.",
      "Max loss floor: $5,000 - $500 = **$4,500**, whatever happens to the balance.",
    ],
    phase2: [
      "Target **$5,250**; daily loss 2.5%: the day-1 floor is **$4,875**.",
      "Max loss floor at the start: $5,000 - $500 = **$4,500**.",
      "Day 1 ends at a balance of $5,112.50: the floor rises to **$4,612.50**.",
      "Day 2 ends lower, at $5,025: the floor stays at **$4,612.50** (it never falls).",
    ],
  },
};

/** The worked examples of a plan the samples know ("200K" or "5K"). */
export function samplePlanExamples(planId: string): WorkedExamplesResponse {
  const plan = LINES[planId];
  if (!plan) throw new Error(`no sample examples for ${planId}`);
  return workedExamplesResponseSchema.parse({
    planId,
    examples: [
      { title: `Worked example: ${planId}, phase I`, lines: plan.phase1 },
      { title: `Worked example: ${planId}, phase II (relative drawdown)`, lines: plan.phase2 },
    ],
  });
}
