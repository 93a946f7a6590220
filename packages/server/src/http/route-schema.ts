import { API_ROUTES, type ApiRoutes, type ApiRouteKey } from "@proparena/contracts/api-routes";
import type { z } from "zod";

/** What a route adds to its API_ROUTES entry: OpenAPI tags, path parameters, its error answers. */
interface RouteExtras<P, E> {
  tags: string[];
  /** The OpenAPI description, where the route needs more than its path says. */
  description?: string;
  params?: P;
  errors?: E;
}

/** The success answers of an entry: its status (and alsoStatus) with its JSON schema. */
type Successes<R> = R extends {
  status: infer S extends number;
  response: infer A extends z.ZodType;
}
  ? { [P in S | (R extends { alsoStatus: infer T extends number } ? T : never)]: A }
  : unknown;
type Query<R> = R extends { query: infer Q } ? { querystring: Q } : unknown;
type Body<R> = R extends { body: infer B } ? { body: B } : unknown;

/**
 * A route's Fastify schema from its entry in the contracts' API_ROUTES (`"METHOD /path"`): the
 * very query, body and success schemas the web is typed from (a server test holds them
 * together), with the route's tags, path parameters and error answers. An entry answering FILE
 * declares no success schema: the route adds its own in `errors` (a 204's `z.null()`).
 */
export function routeSchema<
  K extends ApiRouteKey,
  P extends z.ZodType | undefined = undefined,
  E extends object = object,
>(key: K, { tags, description, params, errors }: RouteExtras<P, E>) {
  const entry = API_ROUTES[key] as {
    status: number;
    alsoStatus?: number;
    query?: z.ZodType;
    body?: z.ZodType;
    response: z.ZodType | null;
  };
  const successes = entry.response
    ? Object.fromEntries(
        [entry.status, entry.alsoStatus ?? entry.status].map((s) => [s, entry.response]),
      )
    : {};
  return {
    tags,
    ...(description && { description }),
    ...(params && { params }),
    ...(entry.query && { querystring: entry.query }),
    ...(entry.body && { body: entry.body }),
    response: { ...successes, ...errors },
  } as { tags: string[] } & (P extends z.ZodType ? { params: P } : unknown) &
    Query<ApiRoutes[K]> &
    Body<ApiRoutes[K]> & { response: Successes<ApiRoutes[K]> & E };
}
