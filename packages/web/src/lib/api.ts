import type {
  ApiRouteKey,
  ApiRoutes,
  SchemaInput,
  SchemaOutput,
} from "@proparena/contracts/api-routes";
import { checkAnswer } from "./api-answer-check";
import { API_ROOT, readBody, send, type HttpMethod } from "./api-client";

/**
 * The one API client: `api("GET /accounts/:id/trades", { params: { id }, query, signal })`.
 * Routes, path parameters, query, body and answer are typed from the contracts' route table
 * (API_ROUTES, held to the server's routes by a server test). The table is imported for its
 * types only; in development and tests each answer is parsed with its route's schema
 * (api-answer-check.ts), which the production build leaves out.
 */

type PathOf<K> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOption<K> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, string | number> };

/** A query field as the URL carries it (the server coerces numbers); null is left out. */
type QueryValue = string | number | boolean | null | undefined;
/**
 * A query schema's input, with the fields the server coerces (input `unknown`) as QueryValue;
 * a field that is null or undefined is left out of the URL.
 */
type QueryInput<S> = {
  [F in keyof SchemaInput<S>]: unknown extends SchemaInput<S>[F]
    ? QueryValue
    : SchemaInput<S>[F] | null;
};

type QueryOption<R> = R extends { query: infer Q }
  ? object extends QueryInput<Q>
    ? { query?: QueryInput<Q> }
    : { query: QueryInput<Q> }
  : { query?: undefined };

type BodyOption<R> = R extends { body: infer B }
  ? object extends SchemaInput<B>
    ? { body?: SchemaInput<B> }
    : { body: SchemaInput<B> }
  : R extends { upload: true }
    ? { file: { blob: Blob; name: string } }
    : { body?: undefined };

/** What a call of route K sends. */
export type ApiOptions<K extends ApiRouteKey> = ParamsOption<K> &
  QueryOption<ApiRoutes[K]> &
  BodyOption<ApiRoutes[K]> & { signal?: AbortSignal };

/** The options argument, optional when nothing in it is required. */
type OptionsArg<K extends ApiRouteKey> =
  object extends ApiOptions<K> ? [options?: ApiOptions<K>] : [options: ApiOptions<K>];

/** What route K answers on success (undefined for an empty 204). */
export type ApiAnswer<K extends ApiRouteKey> = SchemaOutput<ApiRoutes[K]["response"]>;

/** Routes whose answer is a file (CSV, PDF, a stored file's bytes). */
export type ApiFileRoute = {
  [K in ApiRouteKey]: ApiRoutes[K]["response"] extends null ? K : never;
}[ApiRouteKey];

/** The options of any route, as the runtime reads them. */
export interface AnyOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  file?: { blob: Blob; name: string };
  signal?: AbortSignal;
}

/**
 * The method and path of "METHOD /accounts/:id/trades" with `params` (each URL-encoded) and
 * `query`: ["GET", "/accounts/a%2Fb/trades?limit=50"]. A missing path parameter throws before
 * anything is sent.
 */
export function routeRequest(
  route: string,
  { params, query }: AnyOptions = {},
): [method: HttpMethod, path: string] {
  const [method, pattern = ""] = route.split(" ") as [HttpMethod, string?];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value == null || value === "") throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [field, value] of Object.entries(query ?? {})) {
    if (value != null) search.append(field, `${value}`);
  }
  const text = `${search}`;
  return [method, text ? `${path}?${text}` : path];
}

/**
 * The absolute URL of `route` on this site (for what is not fetched through `api`, such as a
 * wallet library's JSON-RPC transport).
 */
export function routeUrl(route: ApiRouteKey, options: AnyOptions = {}): string {
  const [, path] = routeRequest(route, options);
  return `${window.location.origin}${API_ROOT}${path}`;
}

/**
 * Calls `route` on the same origin (`/api` + its path) with the bearer token; resolves with the
 * status and the JSON answer, or throws ApiRequestError. No timeout, like the original client
 * (spec §9).
 */
export async function apiWithStatus<K extends ApiRouteKey>(
  route: K,
  ...options: OptionsArg<K>
): Promise<{ status: number; data: ApiAnswer<K> }> {
  const given = options[0] as AnyOptions | undefined;
  const [method, path] = routeRequest(route, given);
  const response = await send(path, { ...given, method }, "application/json");
  const data = await readBody(response);
  checkAnswer(route, response.status, data);
  return { status: response.status, data: data as ApiAnswer<K> };
}

/** Calls `route` (see apiWithStatus) and resolves with its answer. */
export function api<K extends ApiRouteKey>(
  route: K,
  ...options: OptionsArg<K>
): Promise<ApiAnswer<K>> {
  return apiWithStatus(route, ...options).then((answer) => answer.data);
}
