import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other
 * non-API path (history fallback), and a JSON 404 for unknown /api paths.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const built = existsSync(path.join(root, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url === "/api" || url.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${url}`, code: ERROR_CODES.notFound });
    }
    if (!built) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm run build` (npm start does it for you).");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
