import { z } from "zod";
import { canonicalJson } from "./canonical-json";
import {
  closedTradeFactsSchema,
  quoteSchema,
  tradeOpeningSchema,
  type RuleEvidence,
} from "./trading";

/**
 * The openbook (issue 31): public books of funded traders (and of the Beta and challenge
 * accounts their traders chose to publish), the public register of decisions, and the pools as
 * public figures. Every answer here is public and cacheable: it never carries an e-mail, a user
 * id or an account id. Traders appear under their `publicId` (12 hex digits, not derived from
 * any internal id) and their public name ("Anonymous trader" when their profile is private); a
 * book appears under its `bookId` (opaque, stable per account).
 */

/** What a book is: a Beta account, a challenge phase, or a funded account. */
export const OPENBOOK_PHASES = ["beta", "phase1", "phase2", "funded"] as const;
export type OpenbookPhase = (typeof OPENBOOK_PHASES)[number];
export const OPENBOOK_PHASE_LABELS: Record<OpenbookPhase, string> = {
  beta: "Beta",
  phase1: "Phase I",
  phase2: "Phase II",
  funded: "Funded",
};

export const OPENBOOK_SORTS = ["score", "return", "drawdown", "followers"] as const;
export type OpenbookSort = (typeof OPENBOOK_SORTS)[number];

const publicId = z.string().regex(/^[0-9a-f]{12}$/, "is not a public id");
const bookId = z.string().regex(/^[0-9a-f]{16}$/, "is not a book id");
export const publicIdSchema = publicId;
export const bookIdSchema = bookId;

/**
 * GET /api/openbook: filters, the sort (best first; drawdown: smallest first) and the page. A
 * filter it does not have is a 400 naming it, not silently ignored.
 */
export const openbookQuerySchema = z.strictObject({
  phase: z.enum(OPENBOOK_PHASES).optional(),
  /** Books that traded this symbol. */
  symbol: z.string().trim().toUpperCase().min(1).max(20).optional(),
  /** At least this return, in percent of the starting balance. */
  minReturn: z.coerce.number().min(-100).max(1_000_000).optional(),
  /** At most this maximum drawdown, in percent. */
  maxDrawdown: z.coerce.number().min(0).max(100).optional(),
  sort: z.enum(OPENBOOK_SORTS).default("score"),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type OpenbookQuery = z.input<typeof openbookQuerySchema>;

/** A trader as public pages show them. */
export const publicTraderSchema = z.object({
  publicId,
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PublicTrader = z.infer<typeof publicTraderSchema>;

/** A book's figures, all computed from the database (closed balance and equity samples). */
export const bookFiguresSchema = z.object({
  startingBalanceCents: z.number().int(),
  /** Closed balance now. */
  balanceCents: z.number().int(),
  /**
   * (balance + profit paid out of it - starting balance) / starting balance, in percent, 2
   * decimals: a funded balance goes back to its start when a week pays its profit out.
   */
  returnPercent: z.number(),
  /**
   * The deepest fall of equity from its running peak, in percent of that peak, 2 decimals (the
   * profit paid out added back: a payout is no drawdown).
   */
  maxDrawdownPercent: z.number(),
  /** The risk-adjusted score the list sorts by (see `scoreExplained`). */
  score: z.number(),
  trades: z.number().int(),
  /** Winning closed trades in percent of closed trades; null before the first. */
  winRatePercent: z.number().nullable(),
});

const bookHead = {
  bookId,
  /** "Funded · 200K", "Phase I · 50K", "Beta". */
  label: z.string(),
  phase: z.enum(OPENBOOK_PHASES),
  /** The account's status: active, passed, failed, closed. */
  status: z.string(),
  ...bookFiguresSchema.shape,
  /** Symbols traded, most traded first (at most 8). */
  symbols: z.array(z.string()),
  followers: z.number().int(),
  copiers: z.number().int(),
  /** When it became public: published by choice, or opened (funded). */
  publicSince: z.string(),
};

export const openbookEntrySchema = z.object({ trader: publicTraderSchema, ...bookHead });
export type OpenbookEntry = z.infer<typeof openbookEntrySchema>;

export const openbookListResponseSchema = z.object({
  entries: z.array(openbookEntrySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** Open positions and feed items show only this many minutes after they happened. */
  delayMinutes: z.number().int(),
  /** One sentence: how the score is computed. */
  scoreExplained: z.string(),
});
export type OpenbookListResponse = z.infer<typeof openbookListResponseSchema>;

/** An open position as the public sees it: only once it has been open `delayMinutes`. */
export const publicPositionSchema = z.object({
  ...tradeOpeningSchema.shape,
  stopLoss: z.number().nullable(),
  takeProfit: z.number().nullable(),
});
export type PublicPosition = z.infer<typeof publicPositionSchema>;

export const publicTradeSchema = z.object({
  ...closedTradeFactsSchema.shape,
  reason: z.string(),
});
export type PublicTrade = z.infer<typeof publicTradeSchema>;

/** A rule decision with its published evidence (see `publishedEvidence`) and that one's hash. */
export const publicDecisionSchema = z.object({
  rule: z.string(),
  outcome: z.string(),
  time: z.string(),
  message: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  evidenceHash: z.string(),
});
export type PublicDecision = z.infer<typeof publicDecisionSchema>;

/** A weekly payout the book received; `claimUrl` links its on-chain claim when there is one. */
export const publicPayoutSchema = z.object({
  weekKey: z.string(),
  amountCents: z.number().int(),
  settledAt: z.string(),
  /** The claim's transaction hash, and a link to it (the chain's explorer or our chain page). */
  claimTx: z.string().nullable(),
  claimUrl: z.string().nullable(),
});
export type PublicPayout = z.infer<typeof publicPayoutSchema>;

export const equityPointSchema = z.object({
  time: z.string(),
  balanceCents: z.number().int(),
  equityCents: z.number().int(),
});

export const openbookBookSchema = z.object({
  ...bookHead,
  openPositions: z.array(publicPositionSchema),
  /** Positions open now but younger than the delay: counted, not shown. */
  hiddenPositions: z.number().int(),
  /** Newest first, at most 200. */
  closedTrades: z.array(publicTradeSchema),
  equityCurve: z.array(equityPointSchema),
  decisions: z.array(publicDecisionSchema),
  payouts: z.array(publicPayoutSchema),
});
export type OpenbookBook = z.infer<typeof openbookBookSchema>;

/** GET /api/openbook/:publicId: one trader's public books. */
export const openbookTraderResponseSchema = z.object({
  trader: publicTraderSchema.extend({
    /** When they signed up. */
    since: z.string(),
    followers: z.number().int(),
    copiers: z.number().int(),
  }),
  delayMinutes: z.number().int(),
  books: z.array(openbookBookSchema),
});
export type OpenbookTraderResponse = z.infer<typeof openbookTraderResponseSchema>;

/** PUT /api/accounts/:id/publication: publish (or stop publishing) a Beta or challenge book. */
export const publicationBodySchema = z.object({ published: z.boolean() });
export const publicationResponseSchema = z.object({
  published: z.boolean(),
  /** Funded books are always public. */
  alwaysPublic: z.boolean(),
  publicId,
  bookId,
});
export type PublicationResponse = z.infer<typeof publicationResponseSchema>;

/**
 * The evidence of a rule decision as it is published: the wire evidence without the ids of the
 * positions it names. The register's hash is SHA-256 over `canonicalJson` of this, so anyone
 * holding the evidence the account page shows can recompute it.
 */
export function publishedEvidence(evidence: RuleEvidence) {
  return {
    ...evidence,
    positions: evidence.positions.map(({ positionId: _id, ...rest }) => rest),
  };
}
/** The text the published evidence's hash is computed over (UTF-8 bytes, SHA-256, hex). */
export const publishedEvidenceText = (evidence: RuleEvidence) =>
  canonicalJson(publishedEvidence(evidence));

// The public register of decisions (/openbook/register).

/** The rules' names for people (a breach's `ruleLabel`). */
export const RULE_LABELS: Record<RuleEvidence["rule"], string> = {
  dailyLoss: "Daily loss limit",
  maxLoss: "Max loss limit",
  stopOut: "Stop-out",
  profitTarget: "Profit target",
  timeLimit: "Time limit",
};

export const PUBLIC_REGISTER_KINDS = ["breach", "payout-withheld", "account-closed"] as const;
export type PublicRegisterKind = (typeof PUBLIC_REGISTER_KINDS)[number];

export const publicRegisterQuerySchema = z.object({
  kind: z.enum(PUBLIC_REGISTER_KINDS).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const publicRegisterEntrySchema = z.object({
  kind: z.enum(PUBLIC_REGISTER_KINDS),
  /** A pseudonym stable per account (the integrity register's): never its id or owner. */
  account: z.string(),
  /** Null for a decision about a person (multi-account) rather than one account. */
  phase: z.enum(OPENBOOK_PHASES).nullable(),
  /** The rule (breaches) or the detector (integrity decisions), and its name for people. */
  rule: z.string(),
  ruleLabel: z.string(),
  time: z.string(),
  /** SHA-256 (hex) of the canonical JSON of the published evidence. */
  evidenceHash: z.string(),
  /** The quote that decided a breach, when a tick decided. */
  quote: quoteSchema.nullable(),
});
export type PublicRegisterEntry = z.infer<typeof publicRegisterEntrySchema>;

/** One week's totals (Monday 00:00 weeks in the reset time zone, as the payout weeks). */
export const registerWeekSchema = z.object({
  weekKey: z.string(),
  breaches: z.number().int(),
  breachesByRule: z.record(z.string(), z.number().int()),
  payoutsPaid: z.number().int(),
  payoutsPaidCents: z.number().int(),
  payoutsWithheld: z.number().int(),
  payoutsWithheldCents: z.number().int(),
  accountsClosed: z.number().int(),
});
export type RegisterWeek = z.infer<typeof registerWeekSchema>;

export const publicRegisterResponseSchema = z.object({
  entries: z.array(publicRegisterEntrySchema),
  nextCursor: z.string().nullable(),
  /** The last 12 weeks, newest first. */
  weeks: z.array(registerWeekSchema),
});
export type PublicRegisterResponse = z.infer<typeof publicRegisterResponseSchema>;

// The pools in the open (/pools).

export const POOL_NAMES = [
  "vault",
  "jackpots",
  "payouts",
  "emergency",
  "expenses",
  "founders",
] as const;
export type PoolName = (typeof POOL_NAMES)[number];

export const poolFigureSchema = z.object({
  name: z.enum(POOL_NAMES),
  label: z.string(),
  /** What it holds now, from the ledger; null for the founders' profit, shown as "?". */
  cents: z.number().int().nullable(),
  /** One sentence: which ledger accounts it sums. */
  explained: z.string(),
});

export const poolWeekSchema = z.object({
  weekKey: z.string(),
  /** Revenue booked that week (purchases less refunds). */
  revenueCents: z.number().int(),
  /** Paid out to traders that week (settled payouts). */
  paidOutCents: z.number().int(),
  /** Each pool's holding at the week's end (founders: null). */
  holdings: z.record(z.enum(POOL_NAMES), z.number().int().nullable()),
});
export type PoolWeek = z.infer<typeof poolWeekSchema>;

/** GET /api/pools: public, cacheable. */
export const publicPoolsResponseSchema = z.object({
  asOf: z.string(),
  pools: z.array(poolFigureSchema),
  /** The last 12 weeks, newest first. */
  weeks: z.array(poolWeekSchema),
});
export type PublicPoolsResponse = z.infer<typeof publicPoolsResponseSchema>;
