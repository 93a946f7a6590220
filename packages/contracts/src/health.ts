import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
  /** "leader" runs the market feed and the trading desk; a "follower" forwards trading to it. */
  role: z.enum(["leader", "follower"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
