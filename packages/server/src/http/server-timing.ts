import type { FastifyInstance } from "fastify";

/**
 * `Server-Timing: app;dur=<ms>` on every answer: the time from the request's arrival (parsed) to
 * its answer, as the server measured it. Browsers show it beside the network time, and the
 * benchmarks tell the server's own latency from the client's.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("server-timing", `app;dur=${reply.elapsedTime.toFixed(1)}`);
    done(null, payload);
  });
}
