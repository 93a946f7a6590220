import { apiErrorSchema } from "@proparena/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicPools } from "../../services/ledger/public-pools";
import { readPublication, setPublication } from "../../services/openbook/book-publication";
import { HEADS_TTL_MS, listOpenbook } from "../../services/openbook/list-openbook";
import { readPublicRegister } from "../../services/openbook/read-public-register";
import { readTraderBook } from "../../services/openbook/read-trader-book";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { routeSchema } from "../route-schema";
import { accountErrors, accountParams } from "./account-params";

const tags = ["openbook"];
const traderParams = z.object({ publicId: z.string().min(1) });
const cacheable = (seconds: number) => `public, max-age=${seconds}`;

/**
 * The openbook (issue 31), public and cacheable: the list of public books, a trader's page, the
 * register of decisions and the pools. No answer carries an e-mail or an internal id.
 */
export const publicOpenbookRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/openbook",
      { schema: routeSchema("GET /openbook", { tags, errors: errorResponses(400) }) },
      async (request, reply) => {
        reply.header("cache-control", cacheable(HEADS_TTL_MS / 1000));
        return listOpenbook(ctx, request.query);
      },
    );
    app.get(
      "/openbook/register",
      { schema: routeSchema("GET /openbook/register", { tags, errors: errorResponses(400) }) },
      async (request, reply) => {
        reply.header("cache-control", cacheable(60));
        return readPublicRegister(ctx, request.query);
      },
    );
    app.get(
      "/openbook/:publicId",
      {
        schema: routeSchema("GET /openbook/:publicId", {
          tags,
          params: traderParams,
          errors: errorResponses(404),
        }),
      },
      async (request, reply) => {
        reply.header("cache-control", cacheable(30));
        return readTraderBook(ctx, request.params.publicId);
      },
    );
    app.get("/pools", { schema: routeSchema("GET /pools", { tags }) }, async (_request, reply) => {
      reply.header("cache-control", cacheable(60));
      return publicPools(ctx);
    });
  };

/** The owner's choice to publish a Beta or challenge book (funded books are always public). */
export const publicationRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/accounts/:id/publication",
      {
        schema: routeSchema("GET /accounts/:id/publication", {
          tags,
          params: accountParams,
          errors: accountErrors,
        }),
      },
      async (request) => readPublication(ctx, currentUser(request).id, request.params.id),
    );
    app.put(
      "/accounts/:id/publication",
      {
        schema: routeSchema("PUT /accounts/:id/publication", {
          tags,
          params: accountParams,
          errors: { ...accountErrors, 422: apiErrorSchema },
        }),
      },
      async (request) =>
        setPublication(ctx, currentUser(request).id, request.params.id, request.body.published),
    );
  };
