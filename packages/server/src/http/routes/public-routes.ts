import { apiErrorSchema } from "@proparena/contracts/errors";
import { messageResponseSchema } from "@proparena/contracts/auth";
import {
  plansQuerySchema,
  plansResponseSchema,
  workedExamplesResponseSchema,
} from "@proparena/contracts/plans";
import { planIn, ruleSetAt, ruleSetOf } from "@proparena/domain/rules/rule-sets";
import { workedExamples } from "../../services/help/rules-doc";
import {
  contactBodySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  publicStatsSchema,
} from "@proparena/contracts/public-site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error";
import { userForToken } from "../../services/auth/sessions";
import { leaderboard } from "../../services/public/leaderboard";
import { listPlans } from "../../services/public/list-plans";
import { publicStats } from "../../services/public/public-stats";
import { sendContactMessage } from "../../services/public/send-contact-message";
import type { ServiceContext } from "../../services/service-context";
import { bearerToken } from "../auth-guard";
import { limiter, type RateLimits } from "../rate-limits";

const tags = ["public"];

/** What visitors see without signing in: plans, landing figures, leaderboard, contact. */
export const publicRoutes =
  (ctx: ServiceContext, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const sets = ctx.settings.ruleSets;
    /** A published version's rule set, or the one in force now; 404 for an unknown version. */
    const ruleSetFor = (version: number | undefined) => {
      const set =
        version === undefined
          ? ruleSetAt(ctx.clock.now().getTime(), sets)
          : ruleSetOf(version, sets);
      if (!set) throw notFound(`There is no rule set ${version}.`);
      return set;
    };
    app.get(
      "/plans",
      {
        schema: {
          tags,
          querystring: plansQuerySchema,
          response: { 200: plansResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const set = ruleSetFor(request.query.version);
        reply.header("cache-control", "public, max-age=300");
        return listPlans(set, sets, ctx.clock.now().getTime());
      },
    );

    app.get(
      "/plans/:id/examples",
      {
        schema: {
          tags,
          params: z.object({ id: z.string().min(1).max(32) }),
          querystring: plansQuerySchema,
          response: { 200: workedExamplesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const set = ruleSetFor(request.query.version);
        const plan = planIn(set, request.params.id);
        if (!plan) throw notFound("No such plan");
        reply.header("cache-control", "public, max-age=300");
        const examples = workedExamples(plan.id, set).map((e) => ({
          title: e.title,
          lines: [...e.lines],
        }));
        return { planId: plan.id, examples };
      },
    );

    app.get(
      "/public/stats",
      { schema: { tags, response: { 200: publicStatsSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=30");
        return publicStats(ctx);
      },
    );

    app.get(
      "/leaderboard",
      {
        schema: {
          tags,
          querystring: leaderboardQuerySchema,
          response: { 200: leaderboardResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        // Signed-in visitors see their own row marked; a missing or stale token is a visitor.
        const viewer = await userForToken(ctx, bearerToken(request));
        return leaderboard(ctx.db, ctx.clock, request.query.board, request.query.limit, {
          timeZone: ctx.settings.resetTimeZone,
          week: request.query.week,
          offset: request.query.offset,
          viewerId: viewer?.id ?? null,
        });
      },
    );

    app.post(
      "/contact",
      {
        schema: {
          tags,
          body: contactBodySchema,
          response: { 202: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
        preHandler: limiter(app, "contact", [["ip", limits.contactPerIp]]),
      },
      async (request, reply) => {
        const user = await userForToken(ctx, bearerToken(request));
        const { reference } = await sendContactMessage(ctx, request.body, {
          userId: user?.id ?? null,
          ip: request.ip,
          supportEmail: ctx.settings.supportEmail,
        });
        return reply.status(202).send({
          message: `Thanks, your message reached our support team (reference ${reference}). We answer by e-mail within two business days.`,
        });
      },
    );
  };
