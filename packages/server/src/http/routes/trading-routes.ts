import { apiErrorSchema } from "@proparena/contracts/errors";
import {
  accountSchema,
  accountsResponseSchema,
  candlesQuerySchema,
  candlesResponseSchema,
  closePositionResponseSchema,
  instrumentsResponseSchema,
  modifyOrderBodySchema,
  modifyPositionBodySchema,
  orderSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  positionSchema,
  positionsResponseSchema,
  tradeDetailSchema,
  tradesQuerySchema,
  tradesResponseSchema,
} from "@proparena/contracts/trading";
import { getInstrument } from "@proparena/domain/market/instruments";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error";
import { haltedSymbols } from "../../market/feed-monitor";
import type { ServiceContext } from "../../services/service-context";
import { cancelOrder } from "../../services/trading/cancel-order";
import { closePosition } from "../../services/trading/close-position";
import { ensureBetaAccount } from "../../services/trading/ensure-beta-account";
import { listOrders } from "../../services/trading/list-orders";
import { listTrades } from "../../services/trading/list-trades";
import { modifyOrder } from "../../services/trading/modify-order";
import { modifyPosition } from "../../services/trading/modify-position";
import { placeOrder } from "../../services/trading/place-order";
import { readAccountSummary } from "../../services/trading/read-account";
import { tradeDetail } from "../../services/trading/trade-detail";
import { wireAccount, wireOrder, wirePosition, wireTrade } from "../../trading/wire-views";
import { withCopySources } from "../../services/social/copy-sources";
import { authGuards, guardAllRoutes, currentUser } from "../auth-guard";
import { forwardToLeader } from "../forward-to-leader";
import { accountErrors, accountParams } from "./account-params";

const errors = accountErrors;
const orderParams = accountParams.extend({ orderId: z.string().min(1) });
const positionParams = accountParams.extend({ positionId: z.string().min(1) });
const tradeParams = accountParams.extend({ tradeId: z.string().min(1) });

/** Instruments and candles (public), and the trader's own accounts, orders and positions. */
export const tradingRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    const { market } = ctx;

    app.get(
      "/instruments",
      { schema: { tags: ["market"], response: { 200: instrumentsResponseSchema } } },
      async () => {
        const now = ctx.clock.now().getTime();
        return {
          instruments: market.instruments(
            now,
            ctx.settings.marketHours,
            haltedSymbols(await ctx.feedStatus.read(now)),
          ),
        };
      },
    );

    app.get(
      "/instruments/:symbol/candles",
      {
        schema: {
          tags: ["market"],
          params: z.object({ symbol: z.string() }),
          querystring: candlesQuerySchema,
          response: { 200: candlesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const symbol = request.params.symbol.toUpperCase();
        if (!getInstrument(symbol)) throw notFound(`Unknown symbol ${request.params.symbol}`);
        const { tf, from, to, limit } = request.query;
        return {
          symbol,
          timeframe: tf,
          candles: market.candles.candles(symbol, tf, from, to, limit).map((c) => ({
            time: Math.floor(c.time / 1000),
            open: c.open,
            high: c.high,
            low: c.low,
            close: c.close,
            volume: c.ticks,
          })),
        };
      },
    );

    await app.register(async (plain) => {
      const mine = plain.withTypeProvider<ZodTypeProvider>();
      // Only the leading instance runs the desk; the others forward these requests to it.
      mine.addHook("preValidation", forwardToLeader(ctx.cluster));
      guardAllRoutes(mine, requireUser);
      const tags = ["accounts"];

      mine.get(
        "/accounts",
        { schema: { tags, response: { 200: accountsResponseSchema, ...errors } } },
        async (request) => {
          const user = currentUser(request);
          if (user.emailVerifiedAt) await ensureBetaAccount(ctx, user.id);
          // The user's own accounts (the owner index): no check needed.
          const accounts = ctx.desk
            .accountIdsOf(user.id)
            .map((id) => wireAccount(ctx.desk.accountSummary(id)));
          accounts.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
          return { accounts };
        },
      );

      mine.get(
        "/accounts/:id",
        { schema: { tags, params: accountParams, response: { 200: accountSchema, ...errors } } },
        async (request) =>
          wireAccount(readAccountSummary(ctx, { id: currentUser(request).id }, request.params.id)),
      );

      mine.get(
        "/accounts/:id/positions",
        {
          schema: {
            tags,
            params: accountParams,
            response: { 200: positionsResponseSchema, ...errors },
          },
        },
        async (request) => {
          ctx.desk.checkAccess({ id: currentUser(request).id }, request.params.id);
          const now = ctx.desk.now();
          const items = ctx.desk
            .accountView(request.params.id)
            .positions.map((p) => wirePosition(p, now));
          // A copied position names where it came from (social trading).
          return { items: await withCopySources(ctx.db, request.params.id, items) };
        },
      );

      mine.get(
        "/accounts/:id/orders",
        {
          schema: {
            tags,
            params: accountParams,
            querystring: ordersQuerySchema,
            response: { 200: ordersResponseSchema, ...errors },
          },
        },
        async (request) => {
          ctx.desk.checkAccess({ id: currentUser(request).id }, request.params.id);
          return listOrders(
            ctx,
            request.params.id,
            request.query.limit,
            request.query.cursor,
            request.query.status,
          );
        },
      );

      mine.get(
        "/accounts/:id/trades",
        {
          schema: {
            tags,
            params: accountParams,
            querystring: tradesQuerySchema,
            response: { 200: tradesResponseSchema, ...errors },
          },
        },
        async (request) => {
          // The journal: its owner, or an admin answering a dispute.
          ctx.desk.checkAccess(currentUser(request), request.params.id);
          const { limit, cursor, ...filters } = request.query;
          return listTrades(ctx, request.params.id, limit, cursor, filters);
        },
      );

      mine.get(
        "/accounts/:id/trades/:tradeId",
        {
          schema: {
            tags,
            params: tradeParams,
            response: { 200: tradeDetailSchema, ...errors },
          },
        },
        async (request) => {
          // A trade's fills beside the reference venue's quotes: its owner, or an admin.
          ctx.desk.checkAccess(currentUser(request), request.params.id);
          return tradeDetail(ctx, request.params.id, request.params.tradeId);
        },
      );

      mine.post(
        "/accounts/:id/orders",
        {
          schema: {
            tags,
            params: accountParams,
            body: placeOrderBodySchema,
            response: {
              200: placeOrderResponseSchema,
              201: placeOrderResponseSchema,
              ...errors,
              422: apiErrorSchema,
            },
          },
        },
        async (request, reply) => {
          const user = currentUser(request);
          const { order, account, position, replayed } = await placeOrder(
            ctx,
            user.id,
            request.params.id,
            request.body,
          );
          // 201 for a new order; 200 when its clientOrderId had placed it before.
          return reply.status(replayed ? 200 : 201).send({
            order: wireOrder(order),
            position: position ? wirePosition(position, ctx.desk.now()) : null,
            account: wireAccount(account),
          });
        },
      );

      mine.patch(
        "/accounts/:id/orders/:orderId",
        {
          schema: {
            tags,
            params: orderParams,
            body: modifyOrderBodySchema,
            response: { 200: orderSchema, ...errors },
          },
        },
        async (request) =>
          wireOrder(
            await modifyOrder(
              ctx,
              currentUser(request).id,
              request.params.id,
              request.params.orderId,
              request.body,
            ),
          ),
      );

      mine.delete(
        "/accounts/:id/orders/:orderId",
        { schema: { tags, params: orderParams, response: { 200: orderSchema, ...errors } } },
        async (request) =>
          wireOrder(
            await cancelOrder(
              ctx,
              currentUser(request).id,
              request.params.id,
              request.params.orderId,
            ),
          ),
      );

      mine.patch(
        "/accounts/:id/positions/:positionId",
        {
          schema: {
            tags,
            params: positionParams,
            body: modifyPositionBodySchema,
            response: { 200: positionSchema, ...errors },
          },
        },
        async (request) => {
          // The desk answers with the position valued at the current quote.
          return wirePosition(
            await modifyPosition(
              ctx,
              currentUser(request).id,
              request.params.id,
              request.params.positionId,
              request.body,
            ),
            ctx.desk.now(),
          );
        },
      );

      mine.post(
        "/accounts/:id/positions/:positionId/close",
        {
          schema: {
            tags,
            params: positionParams,
            response: { 200: closePositionResponseSchema, ...errors },
          },
        },
        async (request) => {
          const { trade, account } = await closePosition(
            ctx,
            currentUser(request).id,
            request.params.id,
            request.params.positionId,
          );
          return { trade: wireTrade(trade), account: wireAccount(account) };
        },
      );
    });
  };
