import { apiErrorSchema } from "@proparena/contracts/errors";
import {
  currentWeekSchema,
  myPayoutsResponseSchema,
  payoutWeekResponseSchema,
  payoutWeeksResponseSchema,
} from "@proparena/contracts/payouts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarDateSchema } from "@proparena/contracts/wire-dates";
import { getPayoutWeek } from "../../services/payouts/get-payout-week";
import { listMyPayouts } from "../../services/payouts/list-my-payouts";
import { listPayoutWeeks } from "../../services/payouts/list-payout-weeks";
import { currentWeek } from "../../services/payouts/current-week";
import { myChainPayouts } from "../../services/chain-payouts/my-chain-payouts";
import { myChainPayoutsResponseSchema } from "@proparena/contracts/chain";
import type { ServiceContext } from "../../services/service-context";
import { BEARER_SECURITY, authGuards, currentUser } from "../auth-guard";

const tags = ["payouts"];

/** The weekly payouts, public and provable: figures, Merkle roots, credits with proofs. */
export const payoutRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    app.get(
      "/payouts",
      { schema: { tags, response: { 200: payoutWeeksResponseSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=60");
        return { weeks: await listPayoutWeeks(ctx) };
      },
    );
    app.get(
      "/payouts/current",
      { schema: { tags, response: { 200: currentWeekSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=30");
        return currentWeek(ctx);
      },
    );
    app.get(
      "/payouts/mine",
      {
        preValidation: requireUser,
        schema: {
          tags,
          security: BEARER_SECURITY,
          response: { 200: myPayoutsResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request) => ({ credits: await listMyPayouts(ctx, currentUser(request).id) }),
    );
    app.get(
      "/payouts/chain",
      {
        preValidation: requireUser,
        schema: {
          tags,
          security: BEARER_SECURITY,
          description:
            "The posted weeks on the payout contract with the trader's leaves and proofs, what they are owed, claimed and accruing.",
          response: { 200: myChainPayoutsResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request) => myChainPayouts(ctx, currentUser(request).id),
    );
    app.get(
      "/payouts/:week",
      {
        schema: {
          tags,
          params: z.object({ week: calendarDateSchema() }),
          response: { 200: payoutWeekResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => getPayoutWeek(ctx, request.params.week),
    );
  };
