import { apiErrorSchema } from "@proparena/contracts/errors";
import { errorResponses } from "../error-responses";
import { routeSchema } from "../route-schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createCheckout } from "../../services/checkout/create-checkout";
import { getMyPurchase } from "../../services/checkout/get-my-purchase";
import { listMyPurchases } from "../../services/checkout/list-my-purchases";
import { priceCheckout } from "../../services/checkout/price-checkout";
import { quoteView } from "../../services/checkout/quote-view";
import { cancelMyPurchase } from "../../services/checkout/cancel-my-purchase";
import { payMyPurchase } from "../../services/checkout/pay-my-purchase";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, guardAllRoutes, currentUser } from "../auth-guard";
import { forwardToLeader } from "../forward-to-leader";
import { limiter, type RateLimits } from "../rate-limits";

const tags = ["checkout"];
const errors = errorResponses(400, 401, 404);
const purchaseParams = z.object({ id: z.string().min(1).max(64) });

/** A trader's act on a pending purchase (pay again, cancel): 409 once it is not pending. */
const onPendingPurchase = <K extends "POST /purchases/:id/pay" | "POST /purchases/:id/cancel">(
  key: K,
  description: string,
) =>
  routeSchema(key, {
    tags,
    description,
    params: purchaseParams,
    errors: { ...errors, 409: apiErrorSchema, 503: apiErrorSchema },
  });

/** Buying a challenge: price, checkout, and the trader's own purchases. */
export const checkoutRoutes =
  (ctx: ServiceContext, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);

    app.post(
      "/checkout/quote",
      {
        schema: routeSchema("POST /checkout/quote", { tags, errors }),
      },
      async (request) =>
        quoteView(
          await priceCheckout(ctx.db, ctx.clock.now(), request.body.plan, request.body.coupon),
        ),
    );

    app.post(
      "/checkout",
      {
        schema: routeSchema("POST /checkout", {
          tags,
          description:
            "Starts a purchase and answers where to pay. Send a clientKey: the same key answers " +
            "with the purchase it created the first time.",
          errors: { ...errors, 429: apiErrorSchema, 503: apiErrorSchema },
        }),
        // A 100% coupon opens the account at once, which only the trading desk (leader) can do.
        preValidation: forwardToLeader(ctx.cluster),
        preHandler: limiter(app, "checkout", [["ip", limits.checkoutPerIp]]),
      },
      async (request) => createCheckout(ctx, currentUser(request), request.body),
    );

    app.get(
      "/purchases",
      {
        schema: routeSchema("GET /purchases", { tags, errors }),
      },
      async (request) =>
        listMyPurchases(ctx, currentUser(request).id, request.query.limit, request.query.cursor),
    );

    app.get(
      "/purchases/:id",
      {
        schema: routeSchema("GET /purchases/:id", { tags, params: purchaseParams, errors }),
      },
      async (request) => ({
        purchase: await getMyPurchase(ctx, currentUser(request).id, request.params.id),
      }),
    );

    app.post(
      "/purchases/:id/pay",
      {
        schema: onPendingPurchase(
          "POST /purchases/:id/pay",
          "Where to pay a pending purchase or merch order again (after a declined card, a " +
            "page left, a crash): its payment page. 409 once it is paid, ended or 30 minutes old.",
        ),
      },
      async (request) => payMyPurchase(ctx, currentUser(request), request.params.id),
    );

    app.post(
      "/purchases/:id/cancel",
      {
        schema: onPendingPurchase(
          "POST /purchases/:id/cancel",
          "Cancels a pending purchase or merch order: its payment page closes and its coupon " +
            "use or stock is released. 409 when it was paid (even a moment ago) or ended.",
        ),
      },
      async (request) => cancelMyPurchase(ctx, currentUser(request), request.params.id),
    );
  };
