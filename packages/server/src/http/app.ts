import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Server as SocketServer } from "socket.io";
import type { Database } from "../db/database";
import { createSocketServer } from "../realtime/socket-server";
import { attachTradingStreams } from "../realtime/trading-streams";
import type { ServiceContext } from "../services/service-context";
import { registerErrorHandler } from "./error-handler";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limits";
import { adminRoutes } from "./routes/admin-routes";
import { authRoutes } from "./routes/auth-routes";
import { healthRoutes } from "./routes/health-routes";
import { publicRoutes } from "./routes/public-routes";
import { tradingRoutes } from "./routes/trading-routes";
import { registerSpa } from "./spa";

export interface AppOptions {
  ctx: ServiceContext;
  database: Database;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  trustProxy?: boolean;
  webDistDir?: string;
  rateLimits?: Partial<RateLimits>;
  /** Settings the web app reads at run time (window.__APP_CONFIG__). */
  publicConfig?: Record<string, string>;
  /** A Redis client for shared rate-limit counters across instances. */
  redis?: unknown;
}

/** Builds the whole HTTP + socket server without listening: main.ts and tests both use it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("user", null);
  app.decorateRequest("bearerToken", undefined);
  registerErrorHandler(app);

  // gzip/brotli for the web app's files and larger API answers (the landing page's JS
  // shrinks ~3x); small trading answers are not worth the CPU.
  await app.register(fastifyCompress, {
    threshold: 4096,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: "proparena-rl:" } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${options.ctx.settings.productName} API`,
        description: "Errors are JSON {message, code}; send the bearer token in Authorization.",
        version: "0.1.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const startedAt = Date.now();
  await app.register(
    async (api) => {
      await api.register(healthRoutes(options.database, startedAt));
      await api.register(authRoutes(options.ctx, limits), { prefix: "/auth" });
      await api.register(adminRoutes(options.ctx), { prefix: "/admin" });
      await api.register(publicRoutes(options.ctx, limits));
      await api.register(tradingRoutes(options.ctx));
    },
    { prefix: "/api" },
  );
  await registerSpa(app, options.webDistDir ?? "packages/web/dist", options.publicConfig);

  const io = createSocketServer(app.server, options.ctx);
  const stopStreams = attachTradingStreams(io, options.ctx);
  app.decorate("io", io);
  // Drop live sockets before the HTTP server closes so shutdown does not wait on them;
  // the HTTP server itself is closed by Fastify.
  app.addHook("preClose", async () => {
    stopStreams();
    io.disconnectSockets(true);
    io.engine.close();
  });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    io: SocketServer;
  }
}
