import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
  /** "leader" runs the market feed and the trading desk; a "follower" forwards trading to it. */
  role: z.enum(["leader", "follower"]),
  /**
   * The trading desk's journal: the last durable entry, the entry the trading tables are
   * materialised through, and how far behind they are (reads served from the database wait for
   * them: their delay is the materialiser's). `lagMs` is known on the leader only.
   */
  journal: z
    .object({
      durableSeq: z.number().int(),
      materialisedSeq: z.number().int(),
      behindEntries: z.number().int(),
      lagMs: z.number().nullable(),
      lastLagMs: z.number().nullable(),
      /** Journal entries the leader replayed when it restored the desk (leader only). */
      replayedAtStart: z.number().int().optional(),
    })
    .optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
