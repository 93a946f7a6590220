import {
  adminIntegrityFlagResponseSchema,
  adminIntegrityFlagRowSchema,
  adminIntegrityFlagsPageSchema,
  decideIntegrityFlagBodySchema,
  integrityFlagResponseSchema,
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
        schema: {
          tags,
          params: flagParams,
          response: { 200: adminIntegrityFlagResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => readAdminFlag(ctx, request.params.id),
    );
    app.post(
      "/integrity/flags/:id/decide",
      {
        schema: {
          tags,
          params: flagParams,
          body: decideIntegrityFlagBodySchema,
          response: {
            200: integrityFlagResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
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
