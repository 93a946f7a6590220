import type { FastifyInstance, FastifyRequest } from "fastify";

/** Whether the route needs a bearer token (its OpenAPI security, set by the guards). */
function guarded(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as { security?: unknown[] } | undefined;
  return (schema?.security?.length ?? 0) > 0;
}

/**
 * Nothing signed in is kept by a browser's cache or a proxy: every answer to a request that
 * carries an Authorization header (a public route reached with a token, too: the leaderboard
 * marks the viewer's row), and every answer of a guarded route (its 401s included), says
 * `Cache-Control: no-store`. A route that already said no-store ("private, no-store") keeps its
 * words; a public one's max-age gives way.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.headers.authorization === undefined && !guarded(request)) return payload;
    const current = reply.getHeader("cache-control");
    if (!/\bno-store\b/.test(String(current ?? ""))) reply.header("cache-control", "no-store");
    return payload;
  });
}
