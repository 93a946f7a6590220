import { z } from "zod";
import { personText } from "./person-text";
import { calendarDateSchema } from "./wire-dates";

/** A challenger in the landing page's joined / blown tickers. */
export const challengerSchema = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Route path to link to (e.g. "/leaderboard"), or null when not clickable. */
  url: z.string().nullable(),
});
export type Challenger = z.infer<typeof challengerSchema>;

/** GET /api/public/stats: landing-page figures computed from real data (zeros when empty). */
export const publicStatsSchema = z.object({
  totalPayoutCents: z.number().int(),
  /** Share of finished phase-I accounts that passed, 0..1, or null with none finished. */
  phase1PassRate: z.number().nullable(),
  /** Share of funded accounts that earned a payout, 0..1, or null with none. */
  phase3PassRate: z.number().nullable(),
  vaultHoldingsCents: z.number().int(),
  challengersJoinedCount: z.number().int(),
  challengersBlownCount: z.number().int(),
  challengersJoined: z.array(challengerSchema),
  challengersBlown: z.array(challengerSchema),
  /** The last settled week's jackpot winners (display names) and the cumulative jackpot. */
  jackpots: z.object({
    weekKey: z.string().nullable(),
    highestDollar: z.object({ name: z.string(), amountCents: z.number().int() }).nullable(),
    highestPercent: z.object({ name: z.string(), amountCents: z.number().int() }).nullable(),
    cumulativeCents: z.number().int(),
  }),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

export const LEADERBOARD_BOARDS = [
  "phase-1",
  "phase-2",
  "funded",
  "cumulative",
  "historical",
] as const;
export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];

export const leaderboardQuerySchema = z.object({
  board: z.enum(LEADERBOARD_BOARDS).default("cumulative"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Rows to skip (the next page starts at the previous answer's nextOffset). */
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Historical board: the payout week to show (its Monday, "2026-11-16"); default the latest. */
  week: calendarDateSchema().optional(),
});

/** What a board ranks by. */
export const LEADERBOARD_METRICS = ["progress", "weekProfit", "payouts"] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Opaque and stable per row; never an account or user id. */
  id: z.string(),
  planLabel: z.string(),
  phase: z.string(),
  /** Percent gain over the base of the board (starting balance, or the week's start). */
  gainPercent: z.number(),
  gainCents: z.number().int(),
  /** Challenger boards: progress to the phase's profit target, in percent. */
  progressPercent: z.number().nullable(),
  /** Cumulative: every payout received; historical: that week's. */
  payoutsCents: z.number().int().nullable(),
  /** The signed-in visitor's own row. */
  mine: z.boolean(),
  /** Rank at the last daily snapshot (`rankedSince`); null when the row was not ranked then. */
  previousRank: z.number().int().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /api/leaderboard?board=&limit=&week= */
export const leaderboardResponseSchema = z.object({
  board: z.enum(LEADERBOARD_BOARDS),
  metric: z.enum(LEADERBOARD_METRICS),
  entries: z.array(leaderboardEntrySchema),
  /** Historical: the week shown, and every settled week to browse (newest first). */
  week: z.string().nullable(),
  weeks: z.array(z.string()),
  /** Where the next page starts, or null on the last page. */
  nextOffset: z.number().int().nullable(),
  /** The day (reset zone) of the snapshot `previousRank` compares with; null if none yet. */
  rankedSince: z.string().nullable(),
  updatedAt: z.string(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** POST /api/contact -> 202 {message}; rate-limited per IP. */
export const contactBodySchema = z.object({
  name: personText({ label: "Name", max: 80 }),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .max(254, "Email is too long")
    .pipe(z.email({ error: "Enter a valid email address" })),
  subject: personText({ label: "Subject", min: 3, max: 120 }),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(20, "Message must be at least 20 characters")
    .max(5000, "Message must be at most 5,000 characters"),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
