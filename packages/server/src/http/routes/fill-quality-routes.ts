import {
  fillQualityResponseSchema,
  type FillQualityResponse,
} from "@proparena/contracts/fill-quality";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fillQuality } from "../../services/fill-quality/fill-quality";
import type { ServiceContext } from "../../services/service-context";

/** How long an answer is kept: the public status page may be asked often. */
const CACHE_MS = 10_000;

/**
 * GET /api/status/fills (public): per symbol over the last 24 hours, our fills against the
 * independent reference venue (count, median and p99 of the difference). Read from the
 * database, so any instance answers; one answer is kept for 10 seconds.
 */
export const fillQualityRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    let kept: { at: number; answer: FillQualityResponse } | null = null;
    app.get(
      "/status/fills",
      { schema: { tags: ["status"], response: { 200: fillQualityResponseSchema } } },
      async (_request, reply) => {
        const now = ctx.clock.now().getTime();
        if (!kept || now - kept.at >= CACHE_MS || now < kept.at) {
          kept = { at: now, answer: await fillQuality(ctx, now) };
        }
        reply.header("cache-control", `public, max-age=${CACHE_MS / 1_000}`);
        return kept.answer;
      },
    );
  };
