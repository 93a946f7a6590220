import { apiErrorSchema } from "@proparena/contracts/errors";
import { quoteSchema } from "@proparena/contracts/trading";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { ServiceContext } from "../../services/service-context";

const quoteBody = quoteSchema.pick({ symbol: true, bid: true, ask: true });

/**
 * Only with TEST_MARKET_CONTROL (never in production): browser tests publish a quote through
 * the real pipeline (candles, engine, rules, persistence) to force a fill or a breach.
 */
export const testMarketRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/test/market/quote",
      {
        schema: {
          tags: ["test"],
          body: quoteBody,
          response: {
            // appliedAt: when the engine had applied the quote (epoch ms; the benches measure
            // how long a tick waited behind the one before it).
            200: z.object({ published: z.boolean(), appliedAt: z.number() }),
            400: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        if (!ctx.cluster.leads)
          throw new HttpError(ERROR_CODES.conflict, "Only the leading instance moves the market");
        if (!(request.body.ask >= request.body.bid) || request.body.bid <= 0)
          throw new HttpError(ERROR_CODES.badRequest, "A quote needs 0 < bid <= ask");
        const time = Math.max(ctx.clock.now().getTime(), ctx.desk.now() + 1);
        // The leader's desk applies the quote in the publish itself (market-link.ts).
        ctx.market.publish({ ...request.body, time }, { venue: "test", receivedAt: time });
        const appliedAt = Date.now();
        // Answered once the tick's changes are durable (journaled); reads wait for the tables.
        await ctx.desk.durable();
        return { published: true, appliedAt };
      },
    );
  };
