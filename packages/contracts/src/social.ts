import { z } from "zod";
import { bookIdSchema, publicIdSchema, publicTraderSchema } from "./openbook";

/**
 * Social trading (issue 31): following a public trader (a delayed feed of their trades, a notice
 * on the socket and, by choice, by e-mail) and copying one of their public books into the
 * follower's own Beta account, never into a challenge or funded account (that is exactly what
 * the integrity detectors flag).
 */

/** PUT /api/openbook/:publicId/follow */
export const followBodySchema = z.object({ emailNotices: z.boolean().default(false) });

/** The viewer's relation to one trader (GET /api/openbook/:publicId/me, follow, unfollow). */
export const followStateSchema = z.object({
  following: z.boolean(),
  emailNotices: z.boolean(),
  /** The viewer's own account: their page, no follow button. */
  self: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const COPY_STATUSES = ["active", "stopped"] as const;
/** Why a copying ended. */
export const COPY_STOP_REASONS = [
  "follower",
  "stop-equity",
  "source-ended",
  "target-ended",
  "unpublished",
] as const;
export const COPY_STOP_REASON_LABELS: Record<(typeof COPY_STOP_REASONS)[number], string> = {
  follower: "Stopped by you",
  "stop-equity": "Your stop was reached",
  "source-ended": "The trader's account ended",
  "target-ended": "Your Beta account ended",
  unpublished: "The trader stopped publishing this book",
};

/** The limits of a copying, set when it starts and changeable while it runs. */
export const copyLimitsSchema = z.object({
  /** Copy volume = source volume x (your equity / source equity) x this, to the lot step. */
  sizeMultiplier: z.number().min(0.01).max(10).default(1),
  /** The most margin one copied trade may take, in percent of your equity (else it is cut). */
  riskPerTradePercent: z.number().min(0.1).max(100).default(5),
  /** No new copies once your Beta's loss since the day started reaches this. */
  dailyLossCapCents: z.number().int().min(100).max(100_000_000_00),
  /** Copying ends, and its copies close, when your Beta's equity falls to this. Null: none. */
  stopEquityCents: z.number().int().min(0).nullable().default(null),
  excludedSymbols: z.array(z.string().trim().toUpperCase().min(1).max(20)).max(100).default([]),
});

/** POST /api/copy-subscriptions */
export const startCopyBodySchema = copyLimitsSchema.extend({
  publicId: publicIdSchema,
  bookId: bookIdSchema,
  /** The follower's own account to copy into: it must be their Beta account. */
  targetAccountId: z.uuid(),
});
export type StartCopyBody = z.input<typeof startCopyBodySchema>;

/** PATCH /api/copy-subscriptions/:id */
export const updateCopyBodySchema = copyLimitsSchema.partial();

/** POST /api/copy-subscriptions/:id/stop */
export const stopCopyBodySchema = z.object({
  /** Also close the copies still open (at the current quotes). */
  closePositions: z.boolean().default(false),
});

export const copySubscriptionSchema = z.object({
  id: z.string(),
  trader: publicTraderSchema,
  bookId: bookIdSchema,
  bookLabel: z.string(),
  /** The follower's own Beta account the copies go to. */
  targetAccountId: z.string(),
  sizeMultiplier: z.number(),
  riskPerTradePercent: z.number(),
  dailyLossCapCents: z.number().int(),
  stopEquityCents: z.number().int().nullable(),
  excludedSymbols: z.array(z.string()),
  status: z.enum(COPY_STATUSES),
  stopReason: z.enum(COPY_STOP_REASONS).nullable(),
  createdAt: z.string(),
  stoppedAt: z.string().nullable(),
  /** Copies placed, source fills skipped or refused, and the closed copies' P&L. */
  placed: z.number().int(),
  skipped: z.number().int(),
  closedPnlCents: z.number().int(),
});
export type CopySubscription = z.infer<typeof copySubscriptionSchema>;

export const copySubscriptionsResponseSchema = z.object({
  subscriptions: z.array(copySubscriptionSchema),
});

export const COPY_TRADE_STATUSES = ["placed", "skipped", "rejected"] as const;
/** One source fill a copying acted on. */
export const copyTradeSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.enum(["buy", "sell"]),
  sourceVolume: z.number(),
  volume: z.number(),
  status: z.enum(COPY_TRADE_STATUSES),
  /** Why it was skipped or refused, for people ("EURUSD is excluded", "Daily loss cap reached"). */
  reason: z.string().nullable(),
  sourceFilledAt: z.string(),
  placedAt: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  closedAt: z.string().nullable(),
  /** The copy's position (open) or trade (closed) in the follower's account. */
  positionId: z.string().nullable(),
});
export type CopyTrade = z.infer<typeof copyTradeSchema>;
export const copyTradesResponseSchema = z.object({ trades: z.array(copyTradeSchema) });

/** GET /api/social/following */
export const followingResponseSchema = z.object({
  traders: z.array(
    z.object({ trader: publicTraderSchema, emailNotices: z.boolean(), since: z.string() }),
  ),
});

/** GET /api/social/feed?cursor=: the followed traders' trades, each shown after the delay. */
export const feedQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const feedItemSchema = z.object({
  /** Stable per item (a hash), for keys and the cursor; not an internal id. */
  id: z.string(),
  trader: publicTraderSchema,
  bookLabel: z.string(),
  kind: z.enum(["opened", "closed"]),
  symbol: z.string(),
  side: z.enum(["buy", "sell"]),
  volume: z.number(),
  price: z.number(),
  /** For a close, what it made. */
  pnlCents: z.number().int().nullable(),
  /** When it happened (it shows `delayMinutes` later). */
  time: z.string(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;
export const feedResponseSchema = z.object({
  items: z.array(feedItemSchema),
  nextCursor: z.string().nullable(),
  delayMinutes: z.number().int(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;
