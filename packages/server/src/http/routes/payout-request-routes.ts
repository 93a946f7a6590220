import {
  adminPayoutRequestsQuerySchema,
  adminPayoutRequestsResponseSchema,
  createPayoutRequestBodySchema,
  decidePayoutRequestBodySchema,
  myPayoutRequestsResponseSchema,
  payoutRequestResponseSchema,
} from "@proparena/contracts/payout-requests";
import { errorResponses } from "../error-responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createPayoutRequest } from "../../services/payouts/create-payout-request";
import { decidePayoutRequest } from "../../services/payouts/decide-payout-request";
import { listPayoutRequests } from "../../services/payouts/list-payout-requests";
import { myPayoutRequests } from "../../services/payouts/list-my-payout-requests";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, guardAllRoutes, currentUser } from "../auth-guard";

const tags = ["payouts"];
const errors = errorResponses(400, 401, 403, 404, 409);

/** A trader's payout requests. */
export const payoutRequestRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/payout-requests",
      { schema: { tags, response: { 200: myPayoutRequestsResponseSchema, ...errors } } },
      async (request) => myPayoutRequests(ctx, currentUser(request).id),
    );
    app.post(
      "/payout-requests",
      {
        schema: {
          tags,
          body: createPayoutRequestBodySchema,
          response: { 201: payoutRequestResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ request: await createPayoutRequest(ctx, currentUser(request), request.body) }),
    );
  };

const ACTIONS = { approve: "approve", reject: "reject", "mark-paid": "markPaid" } as const;

/** Payout requests for admins (checked on the server). */
export const adminPayoutRequestRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    app.get(
      "/payout-requests",
      {
        schema: {
          tags: ["admin"],
          querystring: adminPayoutRequestsQuerySchema,
          response: { 200: adminPayoutRequestsResponseSchema, ...errors },
        },
      },
      async (request) => ({ requests: await listPayoutRequests(ctx, request.query.status) }),
    );
    app.post(
      "/payout-requests/:id/:action",
      {
        schema: {
          tags: ["admin"],
          params: z.object({
            id: z.string().max(64),
            action: z.enum(["approve", "reject", "mark-paid"]),
          }),
          body: decidePayoutRequestBodySchema,
          response: { 200: payoutRequestResponseSchema, ...errors },
        },
      },
      async (request) => ({
        request: await decidePayoutRequest(
          ctx,
          currentUser(request),
          request.params.id,
          ACTIONS[request.params.action],
          { ...request.body, ip: request.ip },
        ),
      }),
    );
  };
