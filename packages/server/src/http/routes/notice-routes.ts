import {
  noticesQuerySchema,
  noticesResponseSchema,
  readNoticesBodySchema,
  readNoticesResponseSchema,
} from "@proparena/contracts/notices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { myNotices } from "../../services/notices/list-my-notices";
import { readNotices } from "../../services/notices/mark-notices-read";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";

const tags = ["notices"];
const errors = errorResponses(400, 401);

/** The trader's notices (breaches, passes, payouts, our team's acts): the list and read marks. */
export const noticeRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/notices",
      {
        schema: {
          tags,
          querystring: noticesQuerySchema,
          response: { 200: noticesResponseSchema, ...errors },
        },
      },
      async (request) => myNotices(ctx, currentUser(request).id, request.query),
    );
    app.post(
      "/notices/read",
      {
        schema: {
          tags,
          body: readNoticesBodySchema,
          response: { 200: readNoticesResponseSchema, ...errors },
        },
      },
      async (request) => readNotices(ctx, currentUser(request).id, request.body),
    );
  };
