import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyReplyFrom from "@fastify/reply-from";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Server as SocketServer } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import type { Database } from "../db/database";
import { createSocketServer } from "../realtime/socket-server";
import { attachQuoteStreams } from "../realtime/quote-streams";
import { ApiStream } from "../realtime/api-stream";
import type { TestProcessor } from "../payments/test-processor";
import type { ServiceContext } from "../services/service-context";
import { answerClientError, answerFrameworkError } from "./client-errors";
import { accountRoutes } from "./routes/account-routes";
import { registerErrorHandler } from "./error-handler";
import { registerInputGuard } from "./input-guard";
import { registerReadBarrier } from "./read-barrier";
import { registerNoStore } from "./no-store";
import { originOf, registerSecurityHeaders } from "./security-headers";
import { registerServerTiming } from "./server-timing";
import { contractSerializerCompiler } from "./response-serializer";
import { DEFAULT_RATE_LIMITS, registerApiKeyLimit, type RateLimits } from "./rate-limits";
import { adminCheckoutRoutes } from "./routes/admin-checkout-routes";
import { adminJobRoutes } from "./routes/admin-job-routes";
import { adminDocsRoutes, publicApiDocument } from "./routes/admin-docs-routes";
import type { OpenApiDocument } from "@proparena/contracts/api-docs";
import { adminRoutes } from "./routes/admin-routes";
import { authRoutes } from "./routes/auth-routes";
import { checkoutRoutes } from "./routes/checkout-routes";
import { fileRoutes, publicFileRoutes } from "./routes/file-routes";
import { adminKycRoutes, kycRoutes } from "./routes/kyc-routes";
import { agreementRoutes } from "./routes/agreement-routes";
import { adminSupportRoutes, supportRoutes } from "./routes/support-routes";
import { adminContactInboxRoutes } from "./routes/contact-inbox-routes";
import { noticeRoutes } from "./routes/notice-routes";
import { integrityRoutes, publicIntegrityRoutes } from "./routes/integrity-routes";
import { publicationRoutes, publicOpenbookRoutes } from "./routes/openbook-routes";
import { adminIntegrityRoutes } from "./routes/admin-integrity-routes";
import { helpRoutes } from "./routes/help-routes";
import { adminMerchRoutes, merchRoutes } from "./routes/merch-routes";
import { adminListRoutes } from "./routes/admin-list-routes";
import { adminOpsRoutes, avatarRoutes } from "./routes/admin-ops-routes";
import { adminJournalReplayRoutes } from "./routes/admin-journal-replay-routes";
import { healthRoutes } from "./routes/health-routes";
import { paymentRoutes } from "./routes/payment-routes";
import { adminPayoutRequestRoutes, payoutRequestRoutes } from "./routes/payout-request-routes";
import { payoutRoutes } from "./routes/payout-routes";
import { publicRoutes } from "./routes/public-routes";
import { fillQualityRoutes } from "./routes/fill-quality-routes";
import { certificateRoutes } from "./routes/certificate-routes";
import { chainRoutes } from "./routes/chain-routes";
import { adminPayoutWeekRoutes } from "./routes/payout-week-routes";
import { walletRoutes } from "./routes/wallet-routes";
import type { PayoutChainSlot } from "../chain/payout-chain";
import { metricsRoutes } from "./routes/metrics-routes";
import { testMarketRoutes } from "./routes/test-market-routes";
import { socialRoutes } from "./routes/social-routes";
import { statusRoutes } from "./routes/status-routes";
import { tradingRoutes } from "./routes/trading-routes";
import { loadSpaPage, registerSpa } from "./spa";
import { apiKeyRoutes } from "./routes/api-key-routes";
import { arenaToolsRoutes } from "./routes/arena-tools-routes";

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
  /**
   * Redis shared by every instance: rate-limit counters, and the socket.io adapter that carries
   * room events (the leader's order and account events) to sockets on the other instances.
   */
  redis?: { client: Redis; prefix: string };
  /** The embedded test card processor, when it is the payment provider (its hosted page). */
  testProcessor?: TestProcessor | null;
  /** Browser tests move the market (TEST_MARKET_CONTROL): POST /api/test/market/quote. */
  testMarketControl?: boolean;
  /** The payout chain (GET /api/chain, the embedded chain's RPC); none: those answer 404. */
  chain?: PayoutChainSlot;
  /** Origins the web app may call besides ours (a configured payout chain's public RPC). */
  connectOrigins?: string[];
  /**
   * Check every answer by its zod contract too, and that the compiled serialiser wrote the same
   * text (tests; http/response-serializer.ts).
   */
  checkResponses?: boolean;
  /** Sees every route as it is registered (tests hold the contracts' route table to it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole HTTP + socket server without listening: main.ts and tests both use it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler(options.checkResponses ?? false));
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.decorateRequest("user", null);
  app.decorateRequest("bearerToken", undefined);
  app.decorateRequest("apiKey", null);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerNoStore(app);
  registerReadBarrier(app, options.ctx);
  registerServerTiming(app);

  // gzip/brotli for the web app's files and larger API answers (the landing page's JS
  // shrinks ~3x); small trading answers are not worth the CPU.
  await app.register(fastifyCompress, {
    threshold: 4096,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const spa = loadSpaPage(options.webDistDir ?? "packages/web/dist", options.publicConfig);
  registerSecurityHeaders(app, {
    inlineScriptHashes: spa.inlineScriptHashes,
    extra: {
      media: originOf(options.publicConfig?.heroVideoBaseUrl),
      connect: options.connectOrigins ?? [],
    },
    hsts: options.trustProxy ?? false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis
      ? { redis: options.redis.client, nameSpace: `${options.redis.prefix}:rate-limit:` }
      : {}),
  });
  // Followers forward what only the trading desk can answer to the leading instance.
  await app.register(fastifyReplyFrom, { undici: { connections: 64, pipelining: 1 } });
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
  // The docs page sets its own CSP (its inline scripts by hash), replacing the app's. It shows
  // the public and trader API; admins read the whole document at /api/admin/docs/json.
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformSpecification: (document) => publicApiDocument(document as OpenApiDocument),
  });

  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  registerApiKeyLimit(app, limits.apiKeyRequests);
  const startedAt = Date.now();
  await app.register(
    async (api) => {
      await api.register(healthRoutes(options.database, options.ctx, startedAt));
      await api.register(authRoutes(options.ctx, limits), { prefix: "/auth" });
      await api.register(accountRoutes(options.ctx, limits), { prefix: "/account" });
      await api.register(apiKeyRoutes(options.ctx), { prefix: "/account" });
      await api.register(arenaToolsRoutes(options.ctx));
      await api.register(adminRoutes(options.ctx), { prefix: "/admin" });
      await api.register(adminCheckoutRoutes(options.ctx), { prefix: "/admin" });
      await api.register(adminJobRoutes(options.ctx), { prefix: "/admin" });
      await api.register(adminDocsRoutes(options.ctx), { prefix: "/admin" });
      await api.register(payoutRoutes(options.ctx));
      await api.register(payoutRequestRoutes(options.ctx));
      await api.register(adminPayoutRequestRoutes(options.ctx), { prefix: "/admin" });
      await api.register(checkoutRoutes(options.ctx, limits));
      await api.register(paymentRoutes(options.ctx, options.testProcessor ?? null), {
        prefix: "/payments",
      });
      await api.register(publicRoutes(options.ctx, limits));
      await api.register(fillQualityRoutes(options.ctx));
      await api.register(tradingRoutes(options.ctx));
      await api.register(statusRoutes(options.ctx));
      await api.register(metricsRoutes(options.ctx));
      await api.register(certificateRoutes(options.ctx));
      await api.register(fileRoutes(options.ctx));
      await api.register(publicFileRoutes(options.ctx));
      await api.register(kycRoutes(options.ctx));
      await api.register(adminKycRoutes(options.ctx), { prefix: "/admin" });
      await api.register(agreementRoutes(options.ctx));
      await api.register(supportRoutes(options.ctx));
      await api.register(helpRoutes(options.ctx, limits));
      await api.register(adminSupportRoutes(options.ctx), { prefix: "/admin" });
      await api.register(adminContactInboxRoutes(options.ctx), { prefix: "/admin" });
      await api.register(noticeRoutes(options.ctx));
      await api.register(integrityRoutes(options.ctx));
      await api.register(publicIntegrityRoutes(options.ctx));
      await api.register(publicOpenbookRoutes(options.ctx));
      await api.register(publicationRoutes(options.ctx));
      await api.register(adminIntegrityRoutes(options.ctx), { prefix: "/admin" });
      await api.register(merchRoutes(options.ctx));
      await api.register(adminMerchRoutes(options.ctx), { prefix: "/admin" });
      await api.register(adminListRoutes(options.ctx), { prefix: "/admin" });
      await api.register(adminOpsRoutes(options.ctx, { startedAt }), { prefix: "/admin" });
      await api.register(adminJournalReplayRoutes(options.ctx), { prefix: "/admin" });
      await api.register(avatarRoutes(options.ctx));
      await api.register(chainRoutes(options.chain, limits));
      await api.register(adminPayoutWeekRoutes(options.ctx), { prefix: "/admin" });
      await api.register(walletRoutes(options.ctx));
      await api.register(socialRoutes(options.ctx));
      if (options.testMarketControl) await api.register(testMarketRoutes(options.ctx));
    },
    { prefix: "/api" },
  );
  await registerSpa(app, spa, options.ctx.settings.publicOrigin);

  const io = createSocketServer(app.server, options.ctx);
  const subscriber = options.redis?.client.duplicate();
  subscriber?.on("error", (error) => app.log.error({ err: error }, "redis (socket adapter)"));
  if (options.redis && subscriber) {
    io.adapter(
      createAdapter(options.redis.client, subscriber, {
        key: `${options.redis.prefix}:socket.io`,
        requestsTimeout: 2_000,
      }),
    );
  }
  const stopStreams = attachQuoteStreams(io, options.ctx.market);
  app.decorate("io", io);
  // The bots' plain WebSocket stream (/api/stream); the leader attaches its desk's events.
  const apiStream = new ApiStream({
    ctx: options.ctx,
    market: options.ctx.market,
    cluster: options.ctx.cluster,
  });
  apiStream.listen(app.server);
  app.decorate("apiStream", apiStream);
  // Drop live sockets before the HTTP server closes so shutdown does not wait on them;
  // the HTTP server itself is closed by Fastify.
  app.addHook("preClose", async () => {
    stopStreams();
    apiStream.close();
    io.disconnectSockets(true);
    io.engine.close();
    subscriber?.disconnect();
  });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    io: SocketServer;
    apiStream: ApiStream;
  }
}
