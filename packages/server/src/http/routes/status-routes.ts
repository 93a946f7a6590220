import { marketStatusResponseSchema } from "@proparena/contracts/market-status";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { marketStatus } from "../../services/market/market-status";
import type { ServiceContext } from "../../services/service-context";

/** GET /api/status: the public status page (feed health, sessions, incidents); no sign-in. */
export const statusRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/status",
      { schema: { tags: ["market"], response: { 200: marketStatusResponseSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return marketStatus(ctx);
      },
    );
  };
