import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  profileResponseSchema,
  updateProfileBodySchema,
  revokedSessionsResponseSchema,
  sessionsResponseSchema,
} from "@proparena/contracts/account-settings";
import { apiErrorSchema } from "@proparena/contracts/errors";
import { fundedPathResponseSchema } from "@proparena/contracts/funded-path";
import { ranksResponseSchema } from "@proparena/contracts/ranks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { changePassword } from "../../services/account/change-password";
import { listSessions } from "../../services/account/list-sessions";
import { toProfile, updateProfile } from "../../services/account/profile";
import { ranksOfUser } from "../../services/account/ranks";
import { fundedPath } from "../../services/funded/funded-accounts";
import { revokeUserSessions } from "../../services/auth/sessions";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { limiter, type RateLimits } from "../rate-limits";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** The signed-in trader's own account: profile, password and sessions. */
export const accountRoutes =
  (ctx: ServiceContext, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    const tags = ["account"];

    app.get(
      "/profile",
      { schema: { tags, response: { 200: profileResponseSchema, ...errors } } },
      async (request) => ({ profile: toProfile(currentUser(request)) }),
    );

    app.patch(
      "/profile",
      {
        schema: {
          tags,
          body: updateProfileBodySchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        profile: await updateProfile(ctx, currentUser(request), request.body),
      }),
    );

    app.post(
      "/password",
      {
        schema: {
          tags,
          body: changePasswordBodySchema,
          response: { 200: changePasswordResponseSchema, ...errors },
        },
        // Guessing the current password from a stolen session costs the same as signing in.
        preHandler: limiter(app, "password-change", [["ip", limits.signinPerIp]]),
      },
      async (request) =>
        changePassword(ctx, currentUser(request), request.bearerToken!, request.body),
    );

    app.get(
      "/sessions",
      { schema: { tags, response: { 200: sessionsResponseSchema, ...errors } } },
      async (request) => listSessions(ctx, currentUser(request).id, request.bearerToken!),
    );

    app.delete(
      "/sessions/:id",
      {
        schema: {
          tags,
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: revokedSessionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const revoked = isUuid(id)
          ? await revokeUserSessions(ctx.db, ctx.clock, currentUser(request).id, { id })
          : 0;
        if (revoked === 0) throw notFound("No such session");
        return { revoked };
      },
    );

    app.post(
      "/sessions/revoke-others",
      { schema: { tags, response: { 200: revokedSessionsResponseSchema, ...errors } } },
      async (request) => ({
        revoked: await revokeUserSessions(ctx.db, ctx.clock, currentUser(request).id, {
          allBut: request.bearerToken!,
        }),
      }),
    );

    app.get(
      "/funded-path",
      { schema: { tags, response: { 200: fundedPathResponseSchema, ...errors } } },
      async (request) => ({ fundedPath: await fundedPath(ctx, currentUser(request).id) }),
    );

    app.get(
      "/ranks",
      { schema: { tags, response: { 200: ranksResponseSchema, ...errors } } },
      async (request) => ranksOfUser(ctx, currentUser(request)),
    );
  };
