import { z } from "zod";

/**
 * GET /api/account/ranks (spec §2 /dashboard/ranks): the phases as ranks (Tenderfoot,
 * Journeyman, Prodigy) and milestones, all computed from the trader's records.
 */
export const RANK_IDS = ["tenderfoot", "journeyman", "prodigy"] as const;
export type RankId = (typeof RANK_IDS)[number];

export const rankSchema = z.object({
  id: z.enum(RANK_IDS),
  name: z.string(),
  /** What it takes, in words. */
  description: z.string(),
  /** When the trader first reached it, or null. */
  reachedAt: z.string().nullable(),
});

export const milestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  achievedAt: z.string().nullable(),
  /** Progress towards it where it is a count (e.g. 7 of 10 winning trades in a row). */
  progress: z.object({ current: z.number(), target: z.number() }).nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const ranksResponseSchema = z.object({
  /** The highest rank reached, or null before the first challenge. */
  current: z.enum(RANK_IDS).nullable(),
  ranks: z.array(rankSchema),
  milestones: z.array(milestoneSchema),
});
export type RanksResponse = z.infer<typeof ranksResponseSchema>;
