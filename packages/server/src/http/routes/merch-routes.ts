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
import { routeSchema } from "../route-schema";

const tags = ["merch"];
const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The merch catalogue for signed-in traders: the active items. */
export const merchRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get("/merch", { schema: routeSchema("GET /merch", { tags, errors }) }, async () =>
      listMerch(ctx, { activeOnly: true }),
    );
    app.post(
      "/merch/orders",
      {
        schema: routeSchema("POST /merch/orders", {
          tags,
          description:
            "Orders an item to a shipping address: its stock is held and the answer says where " +
            "to pay (the same card processor as challenges). Send a clientKey: the same key " +
            "answers with the order it created the first time.",
          errors: { ...errors, 409: apiErrorSchema, 503: apiErrorSchema },
        }),
      },
      async (request, reply) =>
        reply.code(201).send(await createMerchOrder(ctx, currentUser(request), request.body)),
    );
    app.get(
      "/merch/orders",
      {
        schema: routeSchema("GET /merch/orders", { tags, errors }),
      },
      async (request) =>
        listMyMerchOrders(ctx, currentUser(request).id, request.query.limit, request.query.cursor),
    );
    app.get(
      "/merch/orders/:id",
      {
        schema: routeSchema("GET /merch/orders/:id", { tags, params: idParams, errors }),
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
    app.get("/merch", { schema: routeSchema("GET /admin/merch", { tags, errors }) }, async () =>
      listMerch(ctx, { activeOnly: false }),
    );
    app.post(
      "/merch",
      {
        schema: routeSchema("POST /admin/merch", { tags, errors }),
      },
      async (request, reply) =>
        reply.code(201).send({
          item: await saveMerchItem(ctx, currentUser(request), request.body, { ip: request.ip }),
        }),
    );
    app.patch(
      "/merch/:id",
      {
        schema: routeSchema("PATCH /admin/merch/:id", { tags, params: idParams, errors }),
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
        schema: routeSchema("POST /admin/merch/orders/:id/status", {
          tags,
          description:
            "Moves a paid order on: shipped (with carrier and tracking number), then delivered. " +
            "Audit-logged; the buyer is e-mailed. 409 from any other status.",
          params: idParams,
          errors: { ...errors, 409: apiErrorSchema },
        }),
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
