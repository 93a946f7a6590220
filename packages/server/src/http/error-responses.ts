import { apiErrorSchema } from "@proparena/contracts/errors";

type Status = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/** The OpenAPI error answers of a route: `{message, code}` for each status listed. */
export function errorResponses<S extends Status>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
