import {
  contactInboxQuerySchema,
  contactInboxResponseSchema,
  contactMessageResponseSchema,
  contactReplyBodySchema,
} from "@proparena/contracts/contact-inbox";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServiceContext } from "../../services/service-context";
import { closeContact } from "../../services/support/close-contact";
import { contactMessage } from "../../services/support/get-contact-message";
import { listContactMessages } from "../../services/support/list-contact-messages";
import { replyToContact } from "../../services/support/reply-to-contact";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";

const tags = ["support"];
const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The contact inbox for admins (checked on the server): messages from /contact, replies by e-mail. */
export const adminContactInboxRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    app.get(
      "/contact/messages",
      {
        schema: {
          tags,
          querystring: contactInboxQuerySchema,
          response: { 200: contactInboxResponseSchema, ...errors },
        },
      },
      async (request) => listContactMessages(ctx, request.query),
    );
    app.get(
      "/contact/messages/:id",
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: contactMessageResponseSchema, ...errors },
        },
      },
      async (request) => ({ message: await contactMessage(ctx, request.params.id) }),
    );
    app.post(
      "/contact/messages/:id/replies",
      {
        schema: {
          tags,
          params: idParams,
          body: contactReplyBodySchema,
          response: { 200: contactMessageResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: await replyToContact(ctx, currentUser(request), request.params.id, {
          body: request.body.message,
          ip: request.ip,
        }),
      }),
    );
    app.post(
      "/contact/messages/:id/close",
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: contactMessageResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: await closeContact(ctx, currentUser(request), request.params.id, {
          ip: request.ip,
        }),
      }),
    );
  };
