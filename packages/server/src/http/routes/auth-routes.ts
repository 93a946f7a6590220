import { confirmEmailChangeResponseSchema } from "@proparena/contracts/account-settings";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { confirmEmailChange, revertEmailChange } from "../../services/account/change-email";
import {
  adminCheckResponseSchema,
  authCheckResponseSchema,
  emailBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  signinBodySchema,
  signinCodeBodySchema,
  signinErrorSchema,
  signinResponseSchema,
  signupBodySchema,
  signupResponseSchema,
  tokenBodySchema,
  verifyEmailBodySchema,
} from "@proparena/contracts/auth";
import { TOKEN_VALID_MESSAGE } from "@proparena/contracts/error-codes";
import { apiErrorSchema } from "@proparena/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toPublicUser } from "../../services/auth/public-user";
import { requestPasswordReset, resetPassword } from "../../services/auth/reset-password";
import { revokeSession, userForToken } from "../../services/auth/sessions";
import { signIn } from "../../services/auth/sign-in";
import { finishSignInAttempt } from "../../services/auth/sign-in-attempts";
import { signUp } from "../../services/auth/sign-up";
import { resendVerification, verifyEmail } from "../../services/auth/verify-email";
import type { ServiceContext } from "../../services/service-context";
import { BEARER_SECURITY, authGuards, bearerToken, currentUser } from "../auth-guard";
import { HttpError } from "../../lib/http-error";
import { ERROR_STATUS } from "../error-statuses";
import { failureSlowdown, limiter, type RateLimits } from "../rate-limits";
import { uniformly } from "../uniform-timing";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ["auth"];

export const authRoutes =
  (ctx: ServiceContext, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    const slowFailures = failureSlowdown(app, "signin", limits.signinFailuresPerEmail);
    const tokenLimit = limiter(app, "token", [["ip", limits.tokenPerIp]]);

    app.post(
      "/signup",
      {
        schema: {
          tags,
          body: signupBodySchema,
          response: { 201: signupResponseSchema, ...errors },
        },
        preHandler: limiter(app, "signup", [["ip", limits.signupPerIp]]),
      },
      async (request, reply) => {
        await uniformly(() => signUp(ctx, request.body));
        const { email } = request.body;
        return reply.status(201).send({
          email,
          message: `We sent a message to ${email}. Open the link in it to activate your account.`,
        });
      },
    );

    app.post(
      "/verify-email",
      {
        schema: {
          tags,
          body: verifyEmailBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        preHandler: tokenLimit,
      },
      async (request) => {
        await verifyEmail(ctx, request.body);
        return { message: "Your email is verified. You can sign in now." };
      },
    );

    app.post(
      "/email-change/confirm",
      {
        schema: {
          tags,
          body: tokenBodySchema,
          response: { 200: confirmEmailChangeResponseSchema, ...errors },
        },
        preHandler: tokenLimit,
      },
      async (request) => {
        // The owner's own session, if the link is opened signed in, stays; every other ends.
        const token = bearerToken(request);
        const user = token ? await userForToken(ctx, token) : null;
        return confirmEmailChange(
          ctx,
          request.body.token,
          user && token ? { userId: user.id, token } : undefined,
        );
      },
    );

    app.post(
      "/email-change/revert",
      {
        schema: {
          tags,
          body: resetPasswordBodySchema,
          response: { 200: confirmEmailChangeResponseSchema, ...errors },
        },
        preHandler: tokenLimit,
      },
      async (request) => revertEmailChange(ctx, request.body),
    );

    app.post(
      "/verify-email/resend",
      {
        schema: {
          tags,
          body: emailBodySchema,
          response: { 202: messageResponseSchema, ...errors },
        },
        preHandler: limiter(app, "resend", [
          ["ip", limits.emailSendPerIp],
          ["email", limits.emailSendPerEmail],
        ]),
      },
      async (request, reply) => {
        await uniformly(() => resendVerification(ctx, request.body.email));
        return reply.status(202).send({
          message: "If that account exists and is not verified yet, a new link is on its way.",
        });
      },
    );

    app.post(
      "/signin",
      {
        schema: {
          tags,
          body: signinBodySchema,
          response: { 200: signinResponseSchema, ...errors, 401: signinErrorSchema },
        },
        preHandler: limiter(app, "signin", [
          ["ip", limits.signinPerIp],
          ["ip+email", limits.signinPerIpAndEmail],
        ]),
      },
      async (request) => {
        try {
          return await signIn(ctx, request.body, {
            userAgent: request.headers["user-agent"] ?? null,
            ip: request.ip,
          });
        } catch (error) {
          // Being asked for the second factor is no failure: the password was right.
          if (
            error instanceof HttpError &&
            ERROR_STATUS[error.code] === 401 &&
            error.code !== ERROR_CODES.twoFactorRequired
          )
            await slowFailures(request);
          throw error;
        }
      },
    );

    app.post(
      "/signin/code",
      {
        schema: {
          tags,
          body: signinCodeBodySchema,
          response: { 200: signinResponseSchema, ...errors, 401: signinErrorSchema },
        },
        preHandler: limiter(app, "signin-code", [["ip", limits.signinPerIp]]),
      },
      async (request) =>
        finishSignInAttempt(ctx, request.body, {
          userAgent: request.headers["user-agent"] ?? null,
          ip: request.ip,
        }),
    );

    app.post(
      "/signout",
      {
        schema: {
          tags,
          security: BEARER_SECURITY,
          response: { 200: messageResponseSchema, ...errors },
        },
        preValidation: requireUser,
      },
      async (request) => {
        await revokeSession(ctx.db, ctx.clock, request.bearerToken!);
        return { message: "Signed out" };
      },
    );

    app.get(
      "/check",
      {
        schema: {
          tags,
          security: BEARER_SECURITY,
          response: { 200: authCheckResponseSchema, ...errors },
        },
        preValidation: requireUser,
      },
      async (request) => ({
        message: TOKEN_VALID_MESSAGE,
        user: toPublicUser(currentUser(request)),
      }),
    );

    app.get(
      "/admin/check",
      {
        schema: {
          tags,
          security: BEARER_SECURITY,
          response: { 200: adminCheckResponseSchema, ...errors },
        },
        preValidation: requireUser,
      },
      async (request) => ({ user: toPublicUser(currentUser(request)) }),
    );

    app.post(
      "/reset-password/request",
      {
        schema: {
          tags,
          body: emailBodySchema,
          response: { 202: messageResponseSchema, ...errors },
        },
        preHandler: limiter(app, "reset", [
          ["ip", limits.emailSendPerIp],
          ["email", limits.emailSendPerEmail],
        ]),
      },
      async (request, reply) => {
        await uniformly(() => requestPasswordReset(ctx, request.body.email));
        return reply.status(202).send({
          message: "If an account exists for that email, a reset link is on its way.",
        });
      },
    );

    app.post(
      "/reset-password",
      {
        schema: {
          tags,
          body: resetPasswordBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        preHandler: tokenLimit,
      },
      async (request) => {
        await resetPassword(ctx, request.body);
        return {
          message:
            "Your password is changed and every session is signed out. Sign in with the new password.",
        };
      },
    );
  };
