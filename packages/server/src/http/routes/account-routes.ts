import {
  changeEmailBodySchema,
  changeEmailResponseSchema,
  preferencesResponseSchema,
  updatePreferencesBodySchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  profileResponseSchema,
  updateProfileBodySchema,
  revokedSessionsResponseSchema,
  sessionsResponseSchema,
} from "@proparena/contracts/account-settings";
import { apiErrorSchema } from "@proparena/contracts/errors";
import {
  twoFactorCodesResponseSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorRegenerateBodySchema,
  twoFactorDisableResponseSchema,
  twoFactorResponseSchema,
  twoFactorSetupBodySchema,
  twoFactorSetupResponseSchema,
} from "@proparena/contracts/two-factor";
import { fundedPathResponseSchema } from "@proparena/contracts/funded-path";
import { ranksResponseSchema } from "@proparena/contracts/ranks";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { changePassword } from "../../services/account/change-password";
import { listSessions } from "../../services/account/list-sessions";
import { toProfile } from "../../services/account/profile-view";
import { updateProfile } from "../../services/account/update-profile";
import { ranksOfUser } from "../../services/account/ranks";
import { requestEmailChange } from "../../services/account/request-email-change";
import { preferencesOf } from "../../services/account/read-preferences";
import { updatePreferences } from "../../services/account/update-preferences";
import { disableTwoFactor } from "../../services/account/disable-two-factor";
import { enableTwoFactor } from "../../services/account/enable-two-factor";
import { regenerateRecoveryCodes } from "../../services/account/regenerate-recovery-codes";
import { setUpTwoFactor } from "../../services/account/set-up-two-factor";
import { twoFactorStatus } from "../../services/account/read-two-factor-status";
import { fundedPath } from "../../services/funded/read-funded-path";
import { revokeUserSessions } from "../../services/auth/sessions";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { limiter, type RateLimits } from "../rate-limits";

/** The session and address an act in the settings comes from. */
const settingsRequest = (request: FastifyRequest) => ({
  token: request.bearerToken!,
  ip: request.ip,
});

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

    // What proves the user (the password, a second factor) is limited like signing in.
    const proofLimit = limiter(app, "account-proof", [["ip", limits.signinPerIp]]);

    app.post(
      "/email",
      {
        schema: {
          tags,
          body: changeEmailBodySchema,
          response: { 200: changeEmailResponseSchema, ...errors },
        },
        preHandler: proofLimit,
      },
      async (request) => requestEmailChange(ctx, currentUser(request), request.body),
    );

    app.get(
      "/preferences",
      { schema: { tags, response: { 200: preferencesResponseSchema, ...errors } } },
      async (request) => ({ preferences: preferencesOf(currentUser(request).preferences) }),
    );

    app.patch(
      "/preferences",
      {
        schema: {
          tags,
          body: updatePreferencesBodySchema,
          response: { 200: preferencesResponseSchema, ...errors },
        },
      },
      async (request) => ({
        preferences: await updatePreferences(ctx, currentUser(request), request.body),
      }),
    );

    app.get(
      "/2fa",
      { schema: { tags, response: { 200: twoFactorResponseSchema, ...errors } } },
      async (request) => ({ twoFactor: await twoFactorStatus(ctx.db, currentUser(request)) }),
    );

    app.post(
      "/2fa/setup",
      {
        schema: {
          tags,
          body: twoFactorSetupBodySchema,
          response: { 200: twoFactorSetupResponseSchema, ...errors, 409: apiErrorSchema },
        },
        preHandler: proofLimit,
      },
      async (request) => setUpTwoFactor(ctx, currentUser(request), request.body.currentPassword),
    );

    app.post(
      "/2fa/enable",
      {
        schema: {
          tags,
          body: twoFactorEnableBodySchema,
          response: { 200: twoFactorCodesResponseSchema, ...errors, 409: apiErrorSchema },
        },
        preHandler: proofLimit,
      },
      async (request) =>
        enableTwoFactor(ctx, currentUser(request), request.body.code, settingsRequest(request)),
    );

    app.post(
      "/2fa/disable",
      {
        schema: {
          tags,
          body: twoFactorDisableBodySchema,
          response: { 200: twoFactorDisableResponseSchema, ...errors, 409: apiErrorSchema },
        },
        preHandler: proofLimit,
      },
      async (request) =>
        disableTwoFactor(ctx, currentUser(request), request.body, settingsRequest(request)),
    );

    app.post(
      "/2fa/recovery-codes",
      {
        schema: {
          tags,
          body: twoFactorRegenerateBodySchema,
          response: { 200: twoFactorCodesResponseSchema, ...errors, 409: apiErrorSchema },
        },
        preHandler: proofLimit,
      },
      async (request) =>
        regenerateRecoveryCodes(
          ctx,
          currentUser(request),
          request.body.code,
          settingsRequest(request),
        ),
    );
  };
