import {
  merchItemBodySchema,
  merchItemResponseSchema,
  merchItemsResponseSchema,
  merchOrderBodySchema,
  merchOrderCreatedSchema,
  merchOrderResponseSchema,
  merchOrdersQuerySchema,
  merchOrdersResponseSchema,
  merchOrderStatusBodySchema,
  updateMerchItemBodySchema,
} from "@proparena/contracts/merch";
import { apiErrorSchema } from "@proparena/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { advanceMerchOrder } from "../../services/merch/merch-fulfilment";
import { listMerch } from "../../services/merch/list-merch";
import { saveMerchItem } from "../../services/merch/save-merch-item";
import { createMerchOrder } from "../../services/merch/create-merch-order";
import { getMyMerchOrder } from "../../services/merch/get-my-merch-order";
import { listMyMerchOrders } from "../../services/merch/list-my-merch-orders";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";

const tags = ["merch"];
const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The merch catalogue for signed-in traders: the active items. */
export const merchRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/merch",
      { schema: { tags, response: { 200: merchItemsResponseSchema, ...errors } } },
      async () => listMerch(ctx, { activeOnly: true }),
    );
    app.post(
      "/merch/orders",
      {
        schema: {
          tags,
          description:
            "Orders an item to a shipping address: its stock is held and the answer says where " +
            "to pay (the same card processor as challenges). Send a clientKey: the same key " +
            "answers with the order it created the first time.",
          body: merchOrderBodySchema,
          response: {
            201: merchOrderCreatedSchema,
            ...errors,
            409: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createMerchOrder(ctx, currentUser(request), request.body)),
    );
    app.get(
      "/merch/orders",
      {
        schema: {
          tags,
          querystring: merchOrdersQuerySchema,
          response: { 200: merchOrdersResponseSchema, ...errors },
        },
      },
      async (request) =>
        listMyMerchOrders(ctx, currentUser(request).id, request.query.limit, request.query.cursor),
    );
    app.get(
      "/merch/orders/:id",
      {
        schema: { tags, params: idParams, response: { 200: merchOrderResponseSchema, ...errors } },
      },
      async (request) => ({
        order: await getMyMerchOrder(ctx, currentUser(request).id, request.params.id),
      }),
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
      async () => listMerch(ctx, { activeOnly: false }),
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
          params: idParams,
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
    app.post(
      "/merch/orders/:id/status",
      {
        schema: {
          tags,
          description:
            "Moves a paid order on: shipped (with carrier and tracking number), then delivered. " +
            "Audit-logged; the buyer is e-mailed. 409 from any other status.",
          params: idParams,
          body: merchOrderStatusBodySchema,
          response: { 200: merchOrderResponseSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => ({
        order: await advanceMerchOrder(
          ctx,
          currentUser(request),
          request.params.id,
          request.body,
          request.ip,
        ),
      }),
    );
  };
