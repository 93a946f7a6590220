import {
  agreementsResponseSchema,
  signAgreementBodySchema,
  signAgreementResponseSchema,
} from "@proparena/contracts/agreements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedAgreementPdf } from "../../services/agreements/signed-agreement-pdf";
import { findSignature } from "../../services/agreements/find-signature";
import { myAgreements } from "../../services/agreements/list-my-agreements";
import { signAgreement } from "../../services/agreements/sign-agreement";
import { openFundedAccountsIfReady } from "../../services/funded/open-funded-accounts-if-ready";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { forwardToLeader } from "../forward-to-leader";

const tags = ["agreements"];
const errors = errorResponses(400, 401, 404, 409);

/** The trader agreement (spec §2 /dashboard/agreements). */
export const agreementRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/agreements",
      { schema: { tags, response: { 200: agreementsResponseSchema, ...errors } } },
      async (request) => myAgreements(ctx, currentUser(request).id),
    );
    app.post(
      "/agreements/sign",
      {
        schema: {
          tags,
          body: signAgreementBodySchema,
          response: { 201: signAgreementResponseSchema, ...errors },
        },
        // Signing may open funded accounts, which only the trading desk does.
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request, reply) => {
        const user = currentUser(request);
        const signature = await signAgreement(ctx, user, request.body, {
          ip: request.ip,
          userAgent: request.headers["user-agent"],
        });
        const opened = await openFundedAccountsIfReady(ctx, user.id);
        return reply.code(201).send({ signature, openedFundedAccountId: opened[0] ?? null });
      },
    );
    app.get(
      "/agreements/signatures/:id/pdf",
      { schema: { tags, params: z.object({ id: z.string().min(1).max(64) }) } },
      async (request, reply) => {
        const row = await findSignature(ctx, currentUser(request), request.params.id);
        const pdf = await signedAgreementPdf(row, ctx.settings.productName);
        return reply
          .header("content-type", "application/pdf")
          .header(
            "content-disposition",
            `attachment; filename="trader-agreement-${row.version}-signed.pdf"`,
          )
          .header("cache-control", "private, no-store")
          .send(Buffer.from(pdf));
      },
    );
  };
