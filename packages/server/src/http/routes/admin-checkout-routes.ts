import {
  adminPurchaseResponseSchema,
  adminPurchasesQuerySchema,
  adminPurchasesResponseSchema,
  couponResponseSchema,
  couponsResponseSchema,
  createCouponBodySchema,
  refundBodySchema,
  updateCouponBodySchema,
} from "@proparena/contracts/checkout";
import { apiErrorSchema } from "@proparena/contracts/errors";
import { errorResponses } from "../error-responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listAllPurchases } from "../../services/checkout/list-all-purchases";
import { createCoupon } from "../../services/checkout/create-coupon";
import { deleteCoupon } from "../../services/checkout/delete-coupon";
import { listCoupons } from "../../services/checkout/list-coupons";
import { updateCoupon } from "../../services/checkout/update-coupon";
import { adminPurchaseView } from "../../services/checkout/purchase-views";
import { refundPurchaseAsAdmin } from "../../services/checkout/refund-purchase-as-admin";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, guardAllRoutes, currentUser } from "../auth-guard";
import { forwardToLeader } from "../forward-to-leader";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().min(1).max(64) });

/** Purchases, refunds and coupons for admins (checked on the server for every route). */
export const adminCheckoutRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    const actor = (request: Parameters<typeof currentUser>[0]) => ({
      user: currentUser(request),
      ip: request.ip,
    });

    app.get(
      "/purchases",
      {
        schema: {
          tags,
          querystring: adminPurchasesQuerySchema,
          response: { 200: adminPurchasesResponseSchema, ...errors },
        },
      },
      async (request) => listAllPurchases(ctx, request.query),
    );

    app.post(
      "/purchases/:id/refund",
      {
        schema: {
          tags,
          description:
            "Refunds a paid purchase in full: the provider returns the money, the account it " +
            "opened is closed, and its ledger entries are reversed.",
          params: idParams,
          body: refundBodySchema,
          response: { 200: adminPurchaseResponseSchema, ...errors, 502: apiErrorSchema },
        },
        // Closing the account goes through the trading desk, on the leader.
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) => {
        const row = await refundPurchaseAsAdmin(
          ctx,
          currentUser(request),
          request.params.id,
          request.body.reason,
          request.ip,
        );
        return { purchase: adminPurchaseView(row, null) };
      },
    );

    app.get(
      "/coupons",
      { schema: { tags, response: { 200: couponsResponseSchema, ...errors } } },
      async () => ({ coupons: await listCoupons(ctx) }),
    );

    app.post(
      "/coupons",
      {
        schema: {
          tags,
          body: createCouponBodySchema,
          response: { 201: couponResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ coupon: await createCoupon(ctx, actor(request), request.body) }),
    );

    app.patch(
      "/coupons/:id",
      {
        schema: {
          tags,
          params: idParams,
          body: updateCouponBodySchema,
          response: { 200: couponResponseSchema, ...errors },
        },
      },
      async (request) => ({
        coupon: await updateCoupon(ctx, actor(request), request.params.id, request.body),
      }),
    );

    app.delete(
      "/coupons/:id",
      { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteCoupon(ctx, actor(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
