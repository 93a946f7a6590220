import { z } from "zod";
import { dateTimeSchema } from "./wire-dates";
import { accountSchema, ruleEvidenceSchema } from "./trading";

/**
 * An account's metrics (spec §2 /dashboard/metrics): its objectives as a checklist, trading
 * statistics, the equity curve, daily results and every rule decision with its evidence. Money
 * is integer cents; times are ISO strings; figures that do not exist yet are null.
 */

/** One line of the objectives checklist. */
export const objectiveSchema = z.object({
  id: z.enum(["profitTarget", "dailyLoss", "maxLoss", "minTradingDays"]),
  label: z.string(),
  status: z.enum(["passed", "inProgress", "failed"]),
  /** The target or floor: a balance in cents, or a number of days. */
  thresholdValue: z.number(),
  /** Where the account stands: equity or balance in cents, or days traded. */
  currentValue: z.number(),
  /** What is left before the floor (loss rules) or to the target, in the rule's unit; >= 0. */
  leftValue: z.number(),
  unit: z.enum(["cents", "days"]),
  /** 0..1 progress towards a target (null for the loss rules). */
  progress: z.number().nullable(),
  /** One sentence with the figures. */
  detail: z.string(),
});
export type Objective = z.infer<typeof objectiveSchema>;

export const statisticsSchema = z.object({
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** 0..1 */
  winRate: z.number().nullable(),
  grossProfitCents: z.number().int(),
  grossLossCents: z.number().int(),
  netProfitCents: z.number().int(),
  profitFactor: z.number().nullable(),
  averageWinCents: z.number().int().nullable(),
  /** Negative. */
  averageLossCents: z.number().int().nullable(),
  expectancyCents: z.number().int().nullable(),
  bestTradeCents: z.number().int().nullable(),
  worstTradeCents: z.number().int().nullable(),
  /** Best day's profit / net profit (0..1) when both are positive. */
  bestDayShare: z.number().nullable(),
  bestDay: z.string().nullable(),
  averageHoldingMs: z.number().nullable(),
  lotsTraded: z.number(),
  /** Annualised Sharpe ratio of daily returns; null under two days. */
  sharpe: z.number().nullable(),
  tradingDays: z.number().int(),
  longestWinStreak: z.number().int(),
  longestLoseStreak: z.number().int(),
  maxDrawdownCents: z.number().int(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const instrumentStatsSchema = z.object({
  symbol: z.string(),
  trades: z.number().int(),
  wins: z.number().int(),
  winRate: z.number().nullable(),
  netProfitCents: z.number().int(),
  lotsTraded: z.number(),
});
export type InstrumentStats = z.infer<typeof instrumentStatsSchema>;

/** GET /api/accounts/:id/metrics */
export const metricsResponseSchema = z.object({
  account: accountSchema,
  objectives: z.array(objectiveSchema),
  statistics: statisticsSchema,
  instruments: z.array(instrumentStatsSchema),
});
export type MetricsResponse = z.infer<typeof metricsResponseSchema>;

/** GET /api/accounts/:id/equity?from=&to= */
export const equityQuerySchema = z.object({
  from: dateTimeSchema().optional(),
  to: dateTimeSchema().optional(),
  /** Most points answered (the curve is thinned evenly beyond it). */
  maxPoints: z.coerce.number().int().min(10).max(1_000).default(1_000),
});
export const equityPointSchema = z.object({
  time: z.string(),
  balanceCents: z.number().int(),
  equityCents: z.number().int(),
});
export const equityResponseSchema = z.object({
  points: z.array(equityPointSchema),
  /** The floors now, drawn as lines on the curve. */
  dailyLossFloorCents: z.number().int(),
  maxLossFloorCents: z.number().int(),
  targetBalanceCents: z.number().int().nullable(),
});
export type EquityResponse = z.infer<typeof equityResponseSchema>;

/** GET /api/accounts/:id/daily: one row per day from the account's first to today. */
export const dailyRowSchema = z.object({
  day: z.string(),
  pnlCents: z.number().int(),
  trades: z.number().int(),
  /** Closed balance at the end of the day (the reset snapshot, or now for today). */
  balanceCents: z.number().int(),
  /** Equity at the reset that ended the day, when stored. */
  equityCents: z.number().int().nullable(),
});
export const dailyResponseSchema = z.object({ days: z.array(dailyRowSchema) });
export type DailyResponse = z.infer<typeof dailyResponseSchema>;

/**
 * A breach decided during a price outage or soon after it, on a symbol the account traded, is
 * flagged for an operator's review (the outage policy): pending until the breach is upheld or
 * the account reinstated.
 */
export const DECISION_REVIEW_STATUSES = ["pending", "upheld", "reinstated"] as const;
export type DecisionReviewStatus = (typeof DECISION_REVIEW_STATUSES)[number];
export const decisionReviewSchema = z.object({
  status: z.enum(DECISION_REVIEW_STATUSES),
  /** "Decided 3 min after a price outage on EURUSD (14:02:11–14:09:40 UTC); an operator will review it." */
  reason: z.string(),
  incidentId: z.string(),
  flaggedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The operator's reason when reviewed. */
  note: z.string().nullable(),
});
export type DecisionReview = z.infer<typeof decisionReviewSchema>;

/** A rule's decision (breach, stop-out, pass) with its evidence. */
export const ruleDecisionSchema = z.object({
  id: z.string(),
  rule: ruleEvidenceSchema.shape.rule,
  outcome: ruleEvidenceSchema.shape.outcome,
  time: z.string(),
  evidence: ruleEvidenceSchema,
  /** Set when the decision is flagged for review after a price outage. */
  review: decisionReviewSchema.nullable(),
});
export type RuleDecision = z.infer<typeof ruleDecisionSchema>;

export const ACCOUNT_ACTS = [
  "reinstate",
  "balanceAdjustment",
  "phasePass",
  "adminFail",
  "scaling",
] as const;
export type AccountActKind = (typeof ACCOUNT_ACTS)[number];

/** The account's standing just before or after an act. */
export const accountFiguresSchema = z.object({
  status: z.enum(["active", "passed", "failed", "closed"]),
  startingBalanceCents: z.number().int(),
  balanceCents: z.number().int(),
  equityCents: z.number().int(),
  dayStartBalanceCents: z.number().int(),
  highestEodBalanceCents: z.number().int(),
  openPositions: z.number().int(),
});

/**
 * An act on the account recorded beside the rules' decisions: an operator's (outcome "admin",
 * with the admin's reason) or a scaling step of the weekly settlement (outcome "scaling").
 */
export const actDecisionSchema = z.object({
  id: z.string(),
  rule: z.enum(ACCOUNT_ACTS),
  outcome: z.enum(["admin", "scaling"]),
  time: z.string(),
  act: z.object({
    reason: z.string(),
    /** What it added to the balance that no trade explains (negative: taken off). */
    amountCents: z.number().int(),
    startingBalanceChangeCents: z.number().int(),
    before: accountFiguresSchema,
    after: accountFiguresSchema,
    /** For a reinstatement: when the decision whose figures it restored was made. */
    restoredFrom: z.string().nullable(),
    message: z.string(),
  }),
});
export type ActDecision = z.infer<typeof actDecisionSchema>;

/** GET /api/accounts/:id/decisions: the rules' decisions and the acts, newest first, as stored. */
export const decisionSchema = z.discriminatedUnion("outcome", [
  ruleDecisionSchema,
  actDecisionSchema,
]);
export type Decision = z.infer<typeof decisionSchema>;
export const decisionsResponseSchema = z.object({ decisions: z.array(decisionSchema) });
export type DecisionsResponse = z.infer<typeof decisionsResponseSchema>;

/**
 * POST /api/accounts/:id/decisions/:decisionId/replay: the decision recomputed by the domain's
 * rules from the account's recorded trades, daily snapshots and the stored tick, compared with
 * what the engine stored.
 */
export const replayCheckSchema = z.object({
  label: z.string(),
  stored: z.number(),
  replayed: z.number(),
  same: z.boolean(),
});
export const replayResponseSchema = z.object({
  sameDecision: z.boolean(),
  storedRule: z.string(),
  replayedRule: z.string(),
  checks: z.array(replayCheckSchema),
  summary: z.string(),
});
export type ReplayResponse = z.infer<typeof replayResponseSchema>;
