import { ERROR_CODES, TOKEN_INVALID_MESSAGE } from "@proparena/contracts/error-codes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { bearerTokenOf } from "../lib/bearer-token";
import { HttpError, forbidden } from "../lib/http-error";
import { apiKeyRefusal } from "../services/api-keys/api-key-access";
import { isApiKeyText } from "../services/api-keys/api-key-text";
import { keyForToken, type ApiKeyGrant } from "../services/api-keys/key-for-token";
import type { UserRow } from "../services/auth/public-user";
import { userForToken } from "../services/auth/sessions";
import type { ServiceContext } from "../services/service-context";

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
    bearerToken: string | undefined;
    /** Set when the request was made with a personal API key (what the key may do). */
    apiKey: ApiKeyGrant | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  return bearerTokenOf(request.headers.authorization);
}

export const tokenInvalid = () => new HttpError(ERROR_CODES.tokenInvalid, TOKEN_INVALID_MESSAGE);

/** The OpenAPI security requirement of a route that needs a bearer token. */
export const BEARER_SECURITY = [{ bearer: [] }];

/**
 * Hooks that load the signed-in user and check admin on the server. They run before the body
 * is validated (preValidation): a caller without the right gets 401/403 whatever it sends,
 * never a validation answer. Routes that forward to the leader run the guard after that.
 */
export function authGuards(ctx: ServiceContext) {
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (token && isApiKeyText(token)) {
      const found = await keyForToken(ctx, token);
      if (!found) throw tokenInvalid();
      const refusal = apiKeyRefusal(
        request.method,
        request.routeOptions.url,
        request.params,
        found.grant,
      );
      if (refusal) throw refusal;
      request.user = found.user;
      request.apiKey = found.grant;
      return;
    }
    const user = await userForToken(ctx, token);
    if (!user) throw tokenInvalid();
    request.user = user;
    request.bearerToken = token;
  };
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!request.user?.isAdmin) throw forbidden("Admins only");
  };
  return { requireUser, requireAdmin };
}

/** The user set by requireUser; a route that forgot its guard fails loudly. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw tokenInvalid();
  return request.user;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Every route of this plugin needs `guard`; the OpenAPI document says so (security: bearer).
 * The guard is each route's last preValidation hook: after forwarding to the leader (a
 * follower passes the request on and the leader checks), before the body is validated.
 */
export function guardAllRoutes(app: FastifyInstance, guard: Guard): void {
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, security: BEARER_SECURITY };
    const own = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(own) ? own : [own]), guard];
  });
}
