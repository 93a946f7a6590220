import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createApiKey, listApiKeys, revokeApiKey } from "../../services/api-keys/manage-api-keys";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { routeSchema } from "../route-schema";

const tags = ["api-keys"];

/**
 * A trader's personal API keys (issue 32), under /api/account: made and revoked with a signed-in
 * session only (a key cannot make keys: the guard keeps keys to the trading routes).
 */
export const apiKeyRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/api-keys",
      { schema: routeSchema("GET /account/api-keys", { tags, errors: errorResponses(401, 403) }) },
      async (request) => listApiKeys(ctx, currentUser(request).id),
    );
    app.post(
      "/api-keys",
      {
        schema: routeSchema("POST /account/api-keys", {
          tags,
          errors: errorResponses(400, 401, 403, 404, 409),
        }),
      },
      async (request, reply) => {
        reply.status(201);
        return createApiKey(ctx, currentUser(request).id, request.body);
      },
    );
    app.delete(
      "/api-keys/:id",
      {
        schema: routeSchema("DELETE /account/api-keys/:id", {
          tags,
          params: z.object({ id: z.uuid() }),
          errors: errorResponses(400, 401, 403, 404),
        }),
      },
      async (request) => revokeApiKey(ctx, currentUser(request).id, request.params.id),
    );
  };
