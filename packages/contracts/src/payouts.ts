import { z } from "zod";

/** The leaf encoding of every week's Merkle tree: [credit id, amount in cents]. */
export const PAYOUT_LEAF_ENCODING = ["string", "uint256"] as const;

/** A settled payout week, public (spec §1: payouts anyone can check). */
export const payoutWeekSchema = z.object({
  weekKey: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  revenueCents: z.number().int(),
  budgetCents: z.number().int(),
  winnersProfitCents: z.number().int(),
  payoutPoolCents: z.number().int(),
  /** PM x 100 (100 = 1.00); null when nobody had a profit. */
  multiplierPercent: z.number().int().nullable(),
  paidCents: z.number().int(),
  emergencyCents: z.number().int(),
  jackpotCents: z.number().int(),
  jackpotPaidCents: z.number().int(),
  cumulativeCents: z.number().int(),
  merkleRoot: z.string().nullable(),
  settledAt: z.string(),
});
export type PayoutWeek = z.infer<typeof payoutWeekSchema>;

export const payoutCreditSchema = z.object({
  /** Opaque id: the first half of the Merkle leaf. */
  id: z.string(),
  weekKey: z.string(),
  kind: z.enum(["payout", "jackpotDollar", "jackpotPercent"]),
  /** Display name of the trader (never an e-mail or an account id). */
  name: z.string(),
  /** Weekly profit in cents, or the percent gain in basis points for the percent jackpot. */
  figure: z.number().int(),
  amountCents: z.number().int(),
  proof: z.array(z.string()),
});
export type PayoutCredit = z.infer<typeof payoutCreditSchema>;

/** GET /api/payouts */
export const payoutWeeksResponseSchema = z.object({ weeks: z.array(payoutWeekSchema) });
/** GET /api/payouts/:week */
export const payoutWeekResponseSchema = z.object({
  week: payoutWeekSchema,
  credits: z.array(payoutCreditSchema),
});
/** GET /api/payouts/mine */
export const myPayoutsResponseSchema = z.object({
  credits: z.array(payoutCreditSchema.extend({ merkleRoot: z.string() })),
});

/** GET /api/payouts/current: the running week as it would settle now. */
export const currentWeekSchema = z.object({
  weekKey: z.string(),
  startsAt: z.string(),
  settlesAt: z.string(),
  revenueCents: z.number().int(),
  budgetCents: z.number().int(),
  winnersProfitCents: z.number().int(),
  payoutPoolCents: z.number().int(),
  projectedMultiplierPercent: z.number().int().nullable(),
  jackpotDollarCents: z.number().int(),
  jackpotPercentCents: z.number().int(),
  /** The cumulative jackpot so far (settled weeks). */
  cumulativeJackpotCents: z.number().int(),
  /** What each pool holds now, from the ledger (founders' profit is not shown, as in spec §9). */
  pools: z.object({
    vaultCents: z.number().int(),
    payoutBudgetCents: z.number().int(),
    jackpotPoolCents: z.number().int(),
    emergencyCents: z.number().int(),
    expensesCents: z.number().int(),
    owedToTradersCents: z.number().int(),
  }),
});
export type CurrentWeek = z.infer<typeof currentWeekSchema>;
