import { closePayoutWeekResponseSchema } from "@proparena/contracts/chain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { closePayoutWeek } from "../../services/payouts/close-payout-week";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { forwardToLeader } from "../forward-to-leader";

/** Admins close the running payout week now (issue 30): the loop anyone can exercise. */
export const adminPayoutWeekRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    app.post(
      "/payout-weeks/close",
      {
        schema: {
          tags: ["admin"],
          description:
            "Settles the running payout week now, as the Monday job would, and opens the next; with a payout chain, posts and funds its root.",
          response: { 200: closePayoutWeekResponseSchema, ...errorResponses(401, 403, 409) },
        },
        // The settlement runs where the trading desk is.
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) => closePayoutWeek(ctx, currentUser(request), request.ip),
    );
  };
