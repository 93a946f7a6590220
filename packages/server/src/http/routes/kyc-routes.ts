import {
  adminKycListResponseSchema,
  adminKycQuerySchema,
  adminKycResponseSchema,
  decideKycBodySchema,
  kycSubmissionResponseSchema,
  myKycResponseSchema,
  submitKycBodySchema,
} from "@proparena/contracts/kyc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { openFundedAccountsIfReady } from "../../services/funded/open-funded-accounts-if-ready";
import { adminKycSubmission } from "../../services/kyc/get-kyc-submission";
import { decideKyc } from "../../services/kyc/decide-kyc-submission";
import { listKycSubmissions } from "../../services/kyc/list-kyc-submissions";
import { myKyc } from "../../services/kyc/read-my-kyc";
import { submitKyc } from "../../services/kyc/submit-kyc";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { forwardToLeader } from "../forward-to-leader";

const tags = ["kyc"];
const errors = errorResponses(400, 401, 403, 404, 409);

/** The trader's identity verification (spec §2 /dashboard/kyc). */
export const kycRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/kyc",
      { schema: { tags, response: { 200: myKycResponseSchema, ...errors } } },
      async (request) => myKyc(ctx, currentUser(request).id),
    );
    app.post(
      "/kyc",
      {
        schema: {
          tags,
          body: submitKycBodySchema,
          response: { 201: kycSubmissionResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ submission: await submitKyc(ctx, currentUser(request), request.body) }),
    );
  };

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The KYC review queue for admins (checked on the server). */
export const adminKycRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    app.get(
      "/kyc",
      {
        schema: {
          tags,
          querystring: adminKycQuerySchema,
          response: { 200: adminKycListResponseSchema, ...errors },
        },
      },
      async (request) => listKycSubmissions(ctx, request.query),
    );
    app.get(
      "/kyc/:id",
      { schema: { tags, params: idParams, response: { 200: adminKycResponseSchema, ...errors } } },
      async (request) => ({ submission: await adminKycSubmission(ctx, request.params.id) }),
    );
    for (const action of ["approve", "reject"] as const) {
      app.post(
        `/kyc/:id/${action}`,
        {
          schema: {
            tags,
            params: idParams,
            body: decideKycBodySchema,
            response: { 200: adminKycResponseSchema, ...errors },
          },
          // An approval may open funded accounts, which only the trading desk does.
          preValidation: forwardToLeader(ctx.cluster),
        },
        async (request) => {
          const submission = await decideKyc(ctx, currentUser(request), request.params.id, action, {
            reason: request.body.reason,
            ip: request.ip,
          });
          if (submission.status === "approved") {
            await openFundedAccountsIfReady(ctx, submission.userId);
          }
          return { submission };
        },
      );
    }
  };
