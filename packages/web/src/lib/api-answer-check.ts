import { API_ROUTES, type ApiRoute } from "@proparena/contracts/api-routes";
import { ApiRequestError, CLIENT_ERROR_CODES } from "./api-client";

/** Zod issues in a line: "items.0.price: Invalid input: expected number, received string". */
export function describeIssues(error: {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join(".") || "(body)"}: ${issue.message}`)
    .join("; ");
}

/**
 * In development and tests, the client's answer parsed with its route's schema (contracts'
 * API_ROUTES): an answer that drifts from the contract throws (BAD_RESPONSE) instead of reaching
 * a component half-shaped. The production build swaps this module for api-answer-check.off.ts
 * (vite.config.ts), so the schemas stay out of the bundle.
 */
export function checkAnswer(route: string, status: number, body: unknown): void {
  const schema = (API_ROUTES as Record<string, ApiRoute>)[route]?.response;
  if (!schema || status === 204) return;
  const parsed = schema.safeParse(body);
  if (parsed.success) return;
  const issues = describeIssues(parsed.error);
  throw new ApiRequestError(`The answer to ${route} does not fit its contract: ${issues}`, {
    status,
    code: CLIENT_ERROR_CODES.badResponse,
  });
}
