import { healthResponseSchema } from "@proparena/contracts/health";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import type { ServiceContext } from "../../services/service-context";
import { journalPosition } from "../../trading/journal/journal-store";

/** The journal's figures: the leader's desk knows them, elsewhere the tables tell. */
async function journalFigures(database: Database, ctx: ServiceContext) {
  if (ctx.cluster.leads) {
    const j = ctx.desk.journalStatus();
    return {
      durableSeq: j.durableSeq,
      materialisedSeq: j.materialisedSeq,
      behindEntries: j.durableSeq - j.materialisedSeq,
      lagMs: j.lagMs,
      lastLagMs: j.lastLagMs,
      replayedAtStart: j.replayedAtStart,
      snapshotSeq: j.snapshotSeq,
      catchingUpTo: j.catchingUpTo,
    };
  }
  const { head, materialised } = await journalPosition(database.db);
  return {
    durableSeq: head,
    materialisedSeq: materialised,
    behindEntries: Math.max(0, head - materialised),
    lagMs: null,
    lastLagMs: null,
  };
}

export const healthRoutes =
  (database: Database, ctx: ServiceContext, startedAt: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/health",
      { schema: { tags: ["health"], response: { 200: healthResponseSchema } } },
      async () => {
        await database.db.execute(sql`select 1`);
        const role = ctx.cluster;
        const journal = await journalFigures(database, ctx).catch(() => undefined);
        return {
          ...(journal ? { journal } : {}),
          status: "ok" as const,
          database: database.kind,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          role: role.leads ? ("leader" as const) : ("follower" as const),
          ...(ctx.chain ? { chain: ctx.chain.state } : {}),
        };
      },
    );
  };
