import {
  answerTimeResponseSchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
} from "@proparena/contracts/help";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { userForToken } from "../../services/auth/sessions";
import { supportAnswerTime } from "../../services/help/answer-time";
import { helpSearch } from "../../services/help/help-search";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, bearerToken, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { limiter, type RateLimits } from "../rate-limits";

const tags = ["help"];

/**
 * Help that answers at any hour: the search over the FAQ, the rules and (with a valid token)
 * the asker's own account; and how long a support ticket can expect to wait for a person.
 */
export const helpRoutes =
  (ctx: ServiceContext, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    app.get(
      "/help/search",
      {
        schema: {
          tags,
          querystring: helpSearchQuerySchema,
          response: { 200: helpSearchResponseSchema, ...errorResponses(400, 429) },
        },
        preHandler: limiter(app, "help-search", [["ip", limits.helpSearchPerIp]]),
      },
      async (request, reply) => {
        // A missing or stale token asks as a visitor: the FAQ and the rules still answer.
        const user = await userForToken(ctx, bearerToken(request));
        reply.header("cache-control", "private, no-store");
        return helpSearch(ctx, request.query.q, user);
      },
    );
    await app.register(async (guarded) => {
      guardAllRoutes(guarded, requireUser);
      guarded.withTypeProvider<ZodTypeProvider>().get(
        "/support/answer-time",
        {
          schema: {
            tags,
            response: { 200: answerTimeResponseSchema, ...errorResponses(401, 403) },
          },
        },
        async () => ({ answerTime: await supportAnswerTime(ctx) }),
      );
    });
  };
