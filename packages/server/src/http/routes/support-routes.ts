import {
  adminTicketResponseSchema,
  adminTicketsQuerySchema,
  adminTicketsResponseSchema,
  createTicketBodySchema,
  replyTicketBodySchema,
  ticketResponseSchema,
  type ReplyTicketBody,
  ticketsResponseSchema,
} from "@proparena/contracts/support";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServiceContext } from "../../services/service-context";
import { adminTicket } from "../../services/support/get-ticket";
import { listTicketsForAdmin } from "../../services/support/list-tickets";
import { myTicket } from "../../services/support/get-my-ticket";
import { myTickets } from "../../services/support/list-my-tickets";
import { openTicket } from "../../services/support/open-ticket";
import { supportActs } from "../../services/support/act-on-ticket";
import { traderActs } from "../../services/support/act-on-my-ticket";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";

const tags = ["support"];
const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The schema of a route on one ticket: `ticket`, its answer, is the ticket as that side sees it. */
const onTicket = <T extends z.ZodType>(ticket: T) => ({
  schema: { tags, params: idParams, response: { 200: ticket, ...errors } },
});
/** The same for a reply, which takes the reply's body. */
const replyTo = <T extends z.ZodType>(ticket: T) => ({
  schema: { ...onTicket(ticket).schema, body: replyTicketBodySchema },
});

/** The trader's support tickets (spec §2 /dashboard/support). */
export const supportRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/support/tickets",
      { schema: { tags, response: { 200: ticketsResponseSchema, ...errors } } },
      async (request) => myTickets(ctx, currentUser(request).id),
    );
    app.post(
      "/support/tickets",
      {
        schema: {
          tags,
          body: createTicketBodySchema,
          response: { 201: ticketResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ ticket: await openTicket(ctx, currentUser(request), request.body) }),
    );
    app.get("/support/tickets/:id", onTicket(ticketResponseSchema), async (request) => ({
      ticket: await myTicket(ctx, currentUser(request).id, request.params.id),
    }));
    app.post("/support/tickets/:id/replies", replyTo(ticketResponseSchema), async (request) => ({
      ticket: await traderActs(
        ctx,
        currentUser(request),
        request.params.id,
        "traderReply",
        request.body,
      ),
    }));
    app.post("/support/tickets/:id/close", onTicket(ticketResponseSchema), async (request) => ({
      ticket: await traderActs(ctx, currentUser(request), request.params.id, "close"),
    }));
  };

/** Support tickets for admins (checked on the server): the queue, the thread, reply, close. */
export const adminSupportRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    app.get(
      "/support/tickets",
      {
        schema: {
          tags,
          querystring: adminTicketsQuerySchema,
          response: { 200: adminTicketsResponseSchema, ...errors },
        },
      },
      async (request) => listTicketsForAdmin(ctx, request.query),
    );
    app.get("/support/tickets/:id", onTicket(adminTicketResponseSchema), async (request) => ({
      ticket: await adminTicket(ctx, request.params.id),
    }));
    /** The admin's act on the ticket `:id` (from the request's address), and the ticket after it. */
    const act = async (
      request: FastifyRequest<{ Params: { id: string } }>,
      action: "supportReply" | "close",
      body?: ReplyTicketBody,
    ) => ({
      ticket: await supportActs(ctx, currentUser(request), request.params.id, action, {
        body,
        ip: request.ip,
      }),
    });
    app.post("/support/tickets/:id/replies", replyTo(adminTicketResponseSchema), (request) =>
      act(request, "supportReply", request.body),
    );
    app.post("/support/tickets/:id/close", onTicket(adminTicketResponseSchema), (request) =>
      act(request, "close"),
    );
  };
