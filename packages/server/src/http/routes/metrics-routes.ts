import {
  dailyResponseSchema,
  decisionsResponseSchema,
  equityQuerySchema,
  equityResponseSchema,
  metricsResponseSchema,
  replayResponseSchema,
} from "@proparena/contracts/metrics";
import { tradeFiltersSchema } from "@proparena/contracts/trading";
import { certificatesResponseSchema } from "@proparena/contracts/certificates";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { certificatesOfAccount } from "../../services/certificates/list-account-certificates";
import { accountMetrics } from "../../services/metrics/account-metrics";
import { decisionsOf } from "../../services/metrics/list-decisions";
import { replayStoredDecision } from "../../services/metrics/replay-stored-decision";
import { dailyOf } from "../../services/metrics/read-daily-results";
import { equityOf } from "../../services/metrics/read-equity-curve";
import { tradesCsv } from "../../services/metrics/trades-csv";
import type { ServiceContext } from "../../services/service-context";
import { readAccountSummary } from "../../services/trading/read-account";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { forwardToLeader } from "../forward-to-leader";
import { accountErrors, accountParams } from "./account-params";

const errors = accountErrors;
const decisionParams = accountParams.extend({ decisionId: z.string().min(1) });

/**
 * An account's metrics (the dashboard's metrics page), read by its owner or an admin; anyone
 * else gets the 404 of an unknown account. The figures come from the stored trades, samples,
 * snapshots and decisions; the live figures from the desk, so these go to the leader.
 */
export const metricsRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    app.addHook("preValidation", forwardToLeader(ctx.cluster));
    guardAllRoutes(app, requireUser);
    const tags = ["metrics"];
    const readable = (request: FastifyRequest, id: string) =>
      readAccountSummary(ctx, currentUser(request), id);

    app.get(
      "/accounts/:id/metrics",
      {
        schema: {
          tags,
          params: accountParams,
          response: { 200: metricsResponseSchema, ...errors },
        },
      },
      async (request) => accountMetrics(ctx, readable(request, request.params.id)),
    );

    app.get(
      "/accounts/:id/equity",
      {
        schema: {
          tags,
          params: accountParams,
          querystring: equityQuerySchema,
          response: { 200: equityResponseSchema, ...errors },
        },
      },
      async (request) => equityOf(ctx, readable(request, request.params.id), request.query),
    );

    app.get(
      "/accounts/:id/daily",
      {
        schema: { tags, params: accountParams, response: { 200: dailyResponseSchema, ...errors } },
      },
      async (request) => dailyOf(ctx, readable(request, request.params.id)),
    );

    app.get(
      "/accounts/:id/decisions",
      {
        schema: {
          tags,
          params: accountParams,
          response: { 200: decisionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        readable(request, request.params.id);
        return decisionsOf(ctx, request.params.id);
      },
    );

    app.post(
      "/accounts/:id/decisions/:decisionId/replay",
      {
        schema: {
          tags,
          params: decisionParams,
          response: { 200: replayResponseSchema, ...errors },
        },
      },
      async (request) =>
        replayStoredDecision(ctx, readable(request, request.params.id), request.params.decisionId),
    );

    app.get(
      "/accounts/:id/certificates",
      {
        schema: {
          tags,
          params: accountParams,
          response: { 200: certificatesResponseSchema, ...errors },
        },
      },
      async (request) => {
        readable(request, request.params.id);
        return { certificates: await certificatesOfAccount(ctx, request.params.id) };
      },
    );

    app.get(
      "/accounts/:id/trades.csv",
      {
        schema: {
          tags,
          params: accountParams,
          querystring: tradeFiltersSchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        readable(request, request.params.id);
        const csv = await tradesCsv(ctx, request.params.id, request.query);
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="trades-${request.params.id}.csv"`);
        return csv;
      },
    );
  };
