import type { ApiKeyScope } from "@proparena/contracts/api-keys";
import { forbidden, notFound, type HttpError } from "../../lib/http-error";
import type { ApiKeyGrant } from "./key-for-token";

/** The REST routes a key reaches: the trader's accounts (and all under them) and instruments. */
const KEY_ROUTES = [/^\/api\/accounts(\/|$)/, /^\/api\/instruments(\/|$)/];

/** The scope a request needs: reading is `read`, anything that changes something is `trade`. */
export const scopeFor = (method: string): ApiKeyScope =>
  method === "GET" || method === "HEAD" ? "read" : "trade";

/**
 * Why a request made with an API key is refused, or null when the key may make it: a route
 * outside the trading routes or a missing scope is 403; another account than the one the key
 * is limited to is 404, as any account that is not the caller's.
 */
export function apiKeyRefusal(
  method: string,
  routeUrl: string | undefined,
  params: unknown,
  grant: ApiKeyGrant,
): HttpError | null {
  if (!routeUrl || !KEY_ROUTES.some((route) => route.test(routeUrl))) {
    return forbidden("API keys reach the trading routes only: sign in for the rest.");
  }
  const needs = scopeFor(method);
  if (!grant.scopes.includes(needs)) {
    return forbidden(`This API key has no "${needs}" scope.`);
  }
  const accountId = (params as { id?: unknown } | undefined)?.id;
  if (
    grant.accountId &&
    routeUrl.startsWith("/api/accounts/:id") &&
    typeof accountId === "string" &&
    accountId !== grant.accountId
  ) {
    return notFound("Account not found");
  }
  return null;
}
