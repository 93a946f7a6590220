import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";

export const TOO_MANY = "Too many attempts. Wait a few minutes and try again.";

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Limits on the endpoints that guess passwords or send email. */
export interface RateLimits {
  signinPerIp: RateLimit;
  signinPerEmail: RateLimit;
  emailSendPerIp: RateLimit;
  emailSendPerEmail: RateLimit;
  signupPerIp: RateLimit;
  contactPerIp: RateLimit;
  checkoutPerIp: RateLimit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signinPerIp: { max: 30, windowMs: 15 * MINUTE },
  signinPerEmail: { max: 10, windowMs: 15 * MINUTE },
  emailSendPerIp: { max: 20, windowMs: 15 * MINUTE },
  emailSendPerEmail: { max: 5, windowMs: 60 * MINUTE },
  signupPerIp: { max: 30, windowMs: 60 * MINUTE },
  contactPerIp: { max: 5, windowMs: 60 * MINUTE },
  checkoutPerIp: { max: 30, windowMs: 15 * MINUTE },
};

const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? "")
    .trim()
    .toLowerCase();

/**
 * A preHandler limiting a route per client IP and, optionally, per email in the body. Both
 * counters are checked on every request (the plugin's own route hook runs only one).
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  perIp: RateLimit,
  perEmail?: RateLimit,
) {
  const checks = [
    app.createRateLimit({
      max: perIp.max,
      timeWindow: perIp.windowMs,
      keyGenerator: (request) => `${name}:ip:${request.ip}`,
    }),
  ];
  if (perEmail) {
    checks.push(
      app.createRateLimit({
        max: perEmail.max,
        timeWindow: perEmail.windowMs,
        keyGenerator: (request) => `${name}:email:${bodyEmail(request)}`,
      }),
    );
  }
  return async (request: FastifyRequest) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded)
        throw new HttpError(429, ERROR_CODES.rateLimited, TOO_MANY);
    }
  };
}
