import {
  merchItemBodySchema,
  merchItemResponseSchema,
  merchItemsResponseSchema,
  updateMerchItemBodySchema,
} from "@proparena/contracts/merch";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listMerch, saveMerchItem } from "../../services/merch/merch-items";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";

const tags = ["merch"];
const errors = errorResponses(400, 401, 403, 404);

/** The merch catalogue for signed-in traders: the active items. */
export const merchRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/merch",
      { schema: { tags, response: { 200: merchItemsResponseSchema, ...errors } } },
      async () => listMerch(ctx.db, { activeOnly: true }),
    );
  };

/** The catalogue for admins (checked on the server): every item, add, change. */
export const adminMerchRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    app.get(
      "/merch",
      { schema: { tags, response: { 200: merchItemsResponseSchema, ...errors } } },
      async () => listMerch(ctx.db, { activeOnly: false }),
    );
    app.post(
      "/merch",
      {
        schema: {
          tags,
          body: merchItemBodySchema,
          response: { 201: merchItemResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          item: await saveMerchItem(ctx, currentUser(request), request.body, { ip: request.ip }),
        }),
    );
    app.patch(
      "/merch/:id",
      {
        schema: {
          tags,
          params: z.object({ id: z.string().min(1).max(64) }),
          body: updateMerchItemBodySchema,
          response: { 200: merchItemResponseSchema, ...errors },
        },
      },
      async (request) => ({
        item: await saveMerchItem(ctx, currentUser(request), request.body, {
          id: request.params.id,
          ip: request.ip,
        }),
      }),
    );
  };
