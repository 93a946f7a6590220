import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createDrawing,
  deleteDrawing,
  listDrawings,
} from "../../services/arena-tools/chart-drawings";
import { readChartSettings, saveChartSettings } from "../../services/arena-tools/chart-settings";
import {
  createPriceAlert,
  deletePriceAlert,
  listPriceAlerts,
} from "../../services/arena-tools/price-alerts";
import { readSelfLimits, updateSelfLimits } from "../../services/arena-tools/self-limits";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { forwardToLeader } from "../forward-to-leader";
import { routeSchema } from "../route-schema";

const tags = ["arena-tools"];
const idParams = z.object({ id: z.uuid() });

/**
 * The arena's tools (issue 32, contracts arena-tools.ts): a trader's chart indicators and
 * drawings, price alerts and self-imposed limits. Signed-in sessions only (API keys reach the
 * trading routes alone). Alerts are set and deleted on the leader, where the watcher is told.
 */
export const arenaToolsRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

    app.get(
      "/chart/settings",
      { schema: routeSchema("GET /chart/settings", { tags, errors: errorResponses(401, 403) }) },
      async (request) => readChartSettings(ctx, userId(request)),
    );
    app.put(
      "/chart/settings",
      {
        schema: routeSchema("PUT /chart/settings", {
          tags,
          errors: errorResponses(400, 401, 403),
        }),
      },
      async (request) => saveChartSettings(ctx, userId(request), request.body),
    );

    app.get(
      "/chart/drawings",
      {
        schema: routeSchema("GET /chart/drawings", {
          tags,
          errors: errorResponses(400, 401, 403),
        }),
      },
      async (request) => listDrawings(ctx, userId(request), request.query.symbol),
    );
    app.post(
      "/chart/drawings",
      {
        schema: routeSchema("POST /chart/drawings", {
          tags,
          errors: errorResponses(400, 401, 403, 409),
        }),
      },
      async (request, reply) => {
        reply.status(201);
        return createDrawing(ctx, userId(request), request.body);
      },
    );
    app.delete(
      "/chart/drawings/:id",
      {
        schema: routeSchema("DELETE /chart/drawings/:id", {
          tags,
          params: idParams,
          errors: errorResponses(400, 401, 403, 404),
        }),
      },
      async (request) => deleteDrawing(ctx, userId(request), request.params.id),
    );

    app.get(
      "/alerts",
      { schema: routeSchema("GET /alerts", { tags, errors: errorResponses(401, 403) }) },
      async (request) => listPriceAlerts(ctx, userId(request)),
    );
    app.post(
      "/alerts",
      {
        schema: routeSchema("POST /alerts", {
          tags,
          description:
            "Sets a price alert, watched on the server on every quote: it fires once, as a notice on the socket and, with `email`, an e-mail. Refused (400) when the bid already meets it.",
          errors: errorResponses(400, 401, 403, 409, 503),
        }),
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request, reply) => {
        reply.status(201);
        return createPriceAlert(ctx, userId(request), request.body);
      },
    );
    app.delete(
      "/alerts/:id",
      {
        schema: routeSchema("DELETE /alerts/:id", {
          tags,
          params: idParams,
          errors: errorResponses(400, 401, 403, 404, 503),
        }),
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) => deletePriceAlert(ctx, userId(request), request.params.id),
    );

    app.get(
      "/account/self-limits",
      {
        schema: routeSchema("GET /account/self-limits", { tags, errors: errorResponses(401, 403) }),
      },
      async (request) => readSelfLimits(ctx, userId(request)),
    );
    app.put(
      "/account/self-limits",
      {
        schema: routeSchema("PUT /account/self-limits", {
          tags,
          description:
            "Sets a daily order limit (null removes it) and/or pauses new orders until the next daily reset. A pause cannot be lifted; a limit reached today can be raised only from tomorrow (409).",
          errors: errorResponses(400, 401, 403, 409, 503),
        }),
        // Orders are checked on the leader, which keeps the limits it wrote (self-limits.ts).
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) => updateSelfLimits(ctx, userId(request), request.body),
    );
  };
