import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
  /** "leader" runs the market feed and the trading desk; a "follower" forwards trading to it. */
  role: z.enum(["leader", "follower"]),
  /**
   * The payout chain: "starting" until it has loaded (a few seconds after the server listens;
   * the embedded one deploys its contracts on the first start), then "ready" or "failed".
   */
  chain: z.enum(["starting", "ready", "failed"]).optional(),
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
      /** The snapshot the leader's engine was restored from (its entry; null: from the tables). */
      snapshotSeq: z.number().int().nullable().optional(),
      /**
       * While the tables catch up to that snapshot after the restore (the desk trades already):
       * the entry they are being written through; null once they have reached it.
       */
      catchingUpTo: z.number().int().nullable().optional(),
    })
    .optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
