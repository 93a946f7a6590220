import { ADMIN_DELETE_TARGETS, adminDeleteResponseSchema } from "@proparena/contracts/admin";
import { apiErrorSchema } from "@proparena/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deleteRecords } from "../../services/admin/delete-records";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, guardAllRoutes, currentUser } from "../auth-guard";
import { forwardToLeader } from "../forward-to-leader";

export const adminRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    // Every route in this plugin is admin-only, checked here on the server.
    guardAllRoutes(app, requireAdmin);
    // Deleting goes through the trading desk, which runs on the leading instance only.
    app.addHook("preValidation", forwardToLeader(ctx.cluster));

    for (const target of ADMIN_DELETE_TARGETS) {
      app.delete(
        `/delete-${target}`,
        {
          schema: {
            tags: ["admin"],
            response: { 200: adminDeleteResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
          },
        },
        async (request) => {
          const actor = currentUser(request);
          const deleted = await deleteRecords(ctx, actor, target);
          const total = Object.values(deleted).reduce((a, b) => a + b, 0);
          return { message: `Deleted ${total} record${total === 1 ? "" : "s"}`, target, deleted };
        },
      );
    }
  };
