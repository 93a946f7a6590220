import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/http-error";

/** Deeper than any request of the API; deeper input is refused before anything walks it. */
export const MAX_DEPTH = 16;

/**
 * What is wrong with a parsed body, query or route parameters that no schema states: a NUL
 * character (PostgreSQL text cannot hold one), nesting deeper than MAX_DEPTH, or a key named
 * `__proto__` (no route takes one, and a schema would drop it without a word, so an allow-list
 * behind it would never see it). Iterative, so hostile input cannot exhaust the stack; raw
 * bodies (buffers, e.g. signed webhooks) are left to their routes. Null when the input is fine.
 */
export function inputProblem(input: unknown): string | null {
  const stack: Array<[value: unknown, depth: number]> = [[input, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return "Text must not contain NUL characters.";
    } else if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value)) {
      if (depth >= MAX_DEPTH) return `The request is nested more than ${MAX_DEPTH} levels deep.`;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\u0000")) return "Text must not contain NUL characters.";
        if (key === "__proto__") return `"__proto__" is not a field or parameter of this API.`;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Refuses such input with a 400 before validation, on every route. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const problem =
      inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw new HttpError(ERROR_CODES.badRequest, problem);
  });
}
