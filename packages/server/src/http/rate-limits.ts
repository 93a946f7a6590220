import { setTimeout as sleep } from "node:timers/promises";
import { API_KEY_RATE_LIMIT } from "@proparena/contracts/api-keys";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";

export const TOO_MANY = "Too many attempts. Wait a few minutes and try again.";

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Limits on the endpoints that guess passwords or tokens, send e-mail or cost money. */
export interface RateLimits {
  signinPerIp: RateLimit;
  /**
   * Sign-in tries for one e-mail from one IP. There is no limit on an e-mail from every IP:
   * anyone could then lock its owner out. Failures on an e-mail slow its answers instead.
   */
  signinPerIpAndEmail: RateLimit;
  /** The window in which an e-mail's failed sign-ins count towards the progressive delay. */
  signinFailuresPerEmail: RateLimit;
  emailSendPerIp: RateLimit;
  /** Caps the mail one address receives (reset and verification links), from any IP. */
  emailSendPerEmail: RateLimit;
  /** Link tokens submitted (verify e-mail, reset password) per IP. */
  tokenPerIp: RateLimit;
  signupPerIp: RateLimit;
  contactPerIp: RateLimit;
  checkoutPerIp: RateLimit;
  /** Help searches (answered as the trader types) per IP. */
  helpSearchPerIp: RateLimit;
  /** JSON-RPC requests to the embedded chain per IP (wallets poll it every few seconds). */
  chainRpcPerIp: RateLimit;
  /** Requests made with one personal API key (contracts API_KEY_RATE_LIMIT). */
  apiKeyRequests: RateLimit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signinPerIp: { max: 30, windowMs: 15 * MINUTE },
  signinPerIpAndEmail: { max: 10, windowMs: 15 * MINUTE },
  signinFailuresPerEmail: { max: 1_000, windowMs: 15 * MINUTE },
  emailSendPerIp: { max: 20, windowMs: 15 * MINUTE },
  emailSendPerEmail: { max: 5, windowMs: 60 * MINUTE },
  tokenPerIp: { max: 30, windowMs: 15 * MINUTE },
  signupPerIp: { max: 30, windowMs: 60 * MINUTE },
  contactPerIp: { max: 5, windowMs: 60 * MINUTE },
  checkoutPerIp: { max: 30, windowMs: 15 * MINUTE },
  helpSearchPerIp: { max: 300, windowMs: 5 * MINUTE },
  chainRpcPerIp: { max: 2_000, windowMs: MINUTE },
  apiKeyRequests: { ...API_KEY_RATE_LIMIT },
};

const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? "")
    .trim()
    .toLowerCase();

/** What a counter is kept per: the client IP, the e-mail in the body, or the pair. */
export type LimitKey = "ip" | "email" | "ip+email";

const KEYS: Record<LimitKey, (request: FastifyRequest) => string> = {
  ip: (request) => `ip:${request.ip}`,
  email: (request) => `email:${bodyEmail(request)}`,
  "ip+email": (request) => `ip:${request.ip}:email:${bodyEmail(request)}`,
};

/**
 * A preHandler limiting a route by each of `limits` (every counter is checked on every
 * request; the plugin's own route hook runs only one). Counters live in Redis when the
 * instances share one, so a limit holds across them.
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  limits: ReadonlyArray<[LimitKey, RateLimit]>,
) {
  const checks = limits.map(([key, limit]) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${name}:${KEYS[key](request)}`,
    }),
  );
  return async (request: FastifyRequest) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded)
        throw new HttpError(ERROR_CODES.rateLimited, TOO_MANY);
    }
  };
}

/** Failed tries on one e-mail that answer at full speed; after them each answer waits longer. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

/** How long the n-th failure (1-based) in the window waits: 0, then 250 ms doubling to 4 s. */
export function failureDelayMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS);
}

/**
 * Progressive delay for an e-mail under attack: counts failed sign-ins per e-mail (from any
 * IP) and makes each failed answer wait longer. A correct password is never delayed, so the
 * owner signs in at once wherever they are.
 */
export function failureSlowdown(app: FastifyInstance, name: string, window: RateLimit) {
  const count = app.createRateLimit({
    max: window.max,
    timeWindow: window.windowMs,
    keyGenerator: (request) => `${name}:failures:${KEYS.email(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await count(request);
    if (result.isAllowed) return; // an allow-listed client
    const failures = result.max - result.remaining;
    const wait = result.isExceeded ? MAX_DELAY_MS : failureDelayMs(failures);
    if (wait > 0) await sleep(wait);
  };
}

/**
 * Limits every request made with a personal API key, per key (in Redis when the instances share
 * one): past the limit a 429 that says when to come back (`Retry-After`, seconds). A hook on the
 * whole app; requests without a key pass untouched.
 */
export function registerApiKeyLimit(app: FastifyInstance, limit: RateLimit): void {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? ""}`,
  });
  app.addHook("preHandler", async (request: FastifyRequest) => {
    if (!request.apiKey) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new HttpError(
      ERROR_CODES.rateLimited,
      `This API key made more than ${limit.max} requests in ${limit.windowMs / 1000} s: wait ${seconds} s.`,
      undefined,
      { headers: { "retry-after": String(seconds) } },
    );
  });
}
