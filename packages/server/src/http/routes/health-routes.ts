import { healthResponseSchema } from "@proparena/contracts/health";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ClusterRole } from "../../cluster/cluster-role";
import type { Database } from "../../db/database";

export const healthRoutes =
  (database: Database, role: ClusterRole, startedAt: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/health",
      { schema: { tags: ["health"], response: { 200: healthResponseSchema } } },
      async () => {
        await database.db.execute(sql`select 1`);
        return {
          status: "ok" as const,
          database: database.kind,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          role: role.leads ? ("leader" as const) : ("follower" as const),
        };
      },
    );
  };
