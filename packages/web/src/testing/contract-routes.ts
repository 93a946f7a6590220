import { apiRouteList, type ApiRoute } from "@proparena/contracts/api-routes";
import { signinErrorSchema } from "@proparena/contracts/auth";
import { apiErrorSchema } from "@proparena/contracts/errors";
import { describeIssues } from "../lib/api-answer-check";
import { reportContractDrift } from "./contract-drift";
import type { FakeResponse } from "./fake-api";

/**
 * Error answers that carry more fields than `apiErrorSchema`, with the schema their route
 * declares (auth-routes.ts), so those fields reach the app as the server sends them.
 */
const ERROR_SCHEMAS: Record<string, NonNullable<ApiRoute["response"]>> = {
  "POST /auth/signin 401": signinErrorSchema,
  "POST /auth/signin/code 401": signinErrorSchema,
};

/**
 * The fakes' contract check: every fake answer is parsed with the schema its route declares
 * (`API_ROUTES` in contracts, which a server test holds to the real routes).
 */
const compiled = apiRouteList()
  .flatMap((route) =>
    [route.status, route.alsoStatus ?? route.status].map((status) => ({ ...route, status })),
  )
  .map(({ method, path, status, response }) => ({
    method,
    pattern: new RegExp(`^${path.replace(/\./g, "\\.").replace(/:[A-Za-z]+/g, "[^/]+")}$`),
    params: path.split(":").length - 1,
    status,
    schema: response,
  }))
  // A fixed path wins over a parameter (/payouts/current before /payouts/:week).
  .sort((a, b) => a.params - b.params);

function drift(message: string): never {
  reportContractDrift(message);
  throw new Error(message);
}

/**
 * The fake's answer as the server would send it: an error must be `{message, code, issues?}`
 * (plus the fields its route's error schema adds, ERROR_SCHEMAS), and a success must be one
 * the route declares, parsed with its schema (unknown keys dropped, as the server's serializer
 * does). An answer that drifts from the contract fails the test.
 */
export function checkAnswer(method: string, path: string, response: FakeResponse): FakeResponse {
  const what = `${method} ${path} -> ${response.status}`;
  if (response.status >= 400) {
    const schema = ERROR_SCHEMAS[`${method} ${path} ${response.status}`] ?? apiErrorSchema;
    const parsed = schema.safeParse(response.body);
    if (!parsed.success)
      drift(`The fake's error ${what} is not an API error: ${describeIssues(parsed.error)}`);
    return { ...response, body: parsed.data };
  }
  const routes = compiled.filter((r) => r.method === method && r.pattern.test(path));
  if (routes.length === 0) drift(`The fake answers ${what}, a route the API does not have.`);
  // A success status the route does not declare (a test of the client's tolerance) is still
  // checked with the route's schema.
  const route = routes.find((r) => r.status === response.status) ?? routes[0]!;
  if (!route.schema) return response;
  const parsed = route.schema.safeParse(response.body);
  if (!parsed.success) {
    drift(`The fake's answer ${what} drifts from the contract: ${describeIssues(parsed.error)}`);
  }
  return { ...response, body: parsed.data };
}
