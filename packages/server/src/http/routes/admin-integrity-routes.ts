import {
  adminIntegrityFlagRowSchema,
  adminIntegrityFlagsPageSchema,
} from "@proparena/contracts/integrity";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ListDefinition } from "../../services/admin/lists/list-engine";
import { decideFlag } from "../../services/integrity/decide-flag";
import { integrityFlagsList } from "../../services/integrity/integrity-flags-list";
import { readAdminFlag } from "../../services/integrity/read-admin-flag";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { forwardToLeader } from "../forward-to-leader";
import { routeSchema } from "../route-schema";
import { registerAdminList } from "./admin-list-routes";

const tags = ["admin"];
const flagParams = z.object({ id: z.string().min(1) });

/** The integrity queue (issue 29): flags by score, a flag's detail and graph, the decision. */
export const adminIntegrityRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    registerAdminList(
      app,
      ctx,
      "/integrity/flags",
      integrityFlagsList as ListDefinition<{ id: string }, unknown>,
      { page: adminIntegrityFlagsPageSchema, row: adminIntegrityFlagRowSchema },
    );
    app.get(
      "/integrity/flags/:id",
      {
        schema: routeSchema("GET /admin/integrity/flags/:id", {
          tags,
          params: flagParams,
          errors: errorResponses(401, 403, 404),
        }),
      },
      async (request) => readAdminFlag(ctx, request.params.id),
    );
    app.post(
      "/integrity/flags/:id/decide",
      {
        schema: routeSchema("POST /admin/integrity/flags/:id/decide", {
          tags,
          params: flagParams,
          errors: errorResponses(400, 401, 403, 404, 409),
        }),
        // A decision may open held accounts, close accounts and release payouts: the desk's work.
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) => ({
        flag: await decideFlag(
          ctx,
          currentUser(request),
          request.params.id,
          request.body,
          request.ip,
        ),
      }),
    );
  };
