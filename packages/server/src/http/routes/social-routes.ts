import { publicIdSchema } from "@proparena/contracts/openbook";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServiceContext } from "../../services/service-context";
import { followTrader } from "../../services/social/follow-trader";
import { listCopies } from "../../services/social/list-copies";
import { listCopyTrades } from "../../services/social/list-copy-trades";
import { listFollowing } from "../../services/social/list-following";
import { readFeed } from "../../services/social/read-feed";
import { followState } from "../../services/social/read-follow-state";
import { startCopy } from "../../services/social/start-copy";
import { stopCopy } from "../../services/social/stop-copy";
import { unfollowTrader } from "../../services/social/unfollow-trader";
import { updateCopy } from "../../services/social/update-copy";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { forwardToLeader } from "../forward-to-leader";
import { routeSchema } from "../route-schema";

const tags = ["social"];
const traderParams = z.object({ publicId: publicIdSchema });
const copyParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Social trading (issue 31), for signed-in traders: following public traders and their delayed
 * feed, and copying a public book into one's own Beta account.
 */
export const socialRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/openbook/:publicId/me",
      {
        schema: routeSchema("GET /openbook/:publicId/me", {
          tags,
          params: traderParams,
          errors: errorResponses(400, 401, 404),
        }),
      },
      async (request) => followState(ctx, currentUser(request).id, request.params.publicId),
    );
    app.put(
      "/openbook/:publicId/follow",
      {
        schema: routeSchema("PUT /openbook/:publicId/follow", {
          tags,
          params: traderParams,
          errors: errorResponses(400, 401, 404, 422),
        }),
      },
      async (request) =>
        followTrader(ctx, currentUser(request).id, request.params.publicId, request.body),
    );
    app.delete(
      "/openbook/:publicId/follow",
      {
        schema: routeSchema("DELETE /openbook/:publicId/follow", {
          tags,
          params: traderParams,
          errors: errorResponses(400, 401, 404),
        }),
      },
      async (request) => unfollowTrader(ctx, currentUser(request).id, request.params.publicId),
    );
    app.get(
      "/social/following",
      { schema: routeSchema("GET /social/following", { tags, errors: errorResponses(401) }) },
      async (request) => listFollowing(ctx, currentUser(request).id),
    );
    app.get(
      "/social/feed",
      { schema: routeSchema("GET /social/feed", { tags, errors: errorResponses(400, 401) }) },
      async (request) => readFeed(ctx, currentUser(request).id, request.query),
    );
    app.get(
      "/copy-subscriptions",
      { schema: routeSchema("GET /copy-subscriptions", { tags, errors: errorResponses(401) }) },
      async (request) => listCopies(ctx, currentUser(request).id),
    );
    app.post(
      "/copy-subscriptions",
      {
        schema: routeSchema("POST /copy-subscriptions", {
          tags,
          description:
            "Starts copying a public book into the caller's own Beta account: never into a challenge or funded account (422 COPY_TARGET_NOT_BETA).",
          errors: errorResponses(400, 401, 404, 409, 422),
        }),
      },
      async (request, reply) => {
        const created = await startCopy(ctx, currentUser(request).id, request.body);
        return reply.code(201).send(created);
      },
    );
    app.patch(
      "/copy-subscriptions/:id",
      {
        schema: routeSchema("PATCH /copy-subscriptions/:id", {
          tags,
          params: copyParams,
          errors: errorResponses(400, 401, 404, 409),
        }),
      },
      async (request) => updateCopy(ctx, currentUser(request).id, request.params.id, request.body),
    );
    app.post(
      "/copy-subscriptions/:id/stop",
      {
        schema: routeSchema("POST /copy-subscriptions/:id/stop", {
          tags,
          params: copyParams,
          errors: errorResponses(400, 401, 404, 503),
        }),
        // Closing the copies is the desk's work.
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) => stopCopy(ctx, currentUser(request).id, request.params.id, request.body),
    );
    app.get(
      "/copy-subscriptions/:id/trades",
      {
        schema: routeSchema("GET /copy-subscriptions/:id/trades", {
          tags,
          params: copyParams,
          errors: errorResponses(401, 404),
        }),
      },
      async (request) => listCopyTrades(ctx, currentUser(request).id, request.params.id),
    );
  };
