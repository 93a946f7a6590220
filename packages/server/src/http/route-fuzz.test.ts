import { UPLOAD_PURPOSES } from "@proparena/contracts/uploads";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzTargetPerFile, isDestructive } from "../test/fuzz/fuzz-target";
import { requestCases, type RequestCase } from "../test/fuzz/request-cases";
import { malformedUrlCases, shapeCases, type ShapeCase } from "../test/fuzz/shape-cases";

/**
 * Every route in the OpenAPI document gets hostile requests generated from its own schemas.
 * None may answer 5xx, and every refusal is the documented {message, code} error (one of our
 * codes, no other keys but `issues`). A new route is fuzzed as soon as it is documented.
 * FUZZ_RUNS (per route) and FUZZ_SEED widen a run. The shapes that once got through (forged
 * cursors, dates PostgreSQL cannot store, prototype keys as sorts and filters, malformed
 * percent-encoding, oversized uploads) are also sent to every route they apply to.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CONCURRENCY = 6;
/** Thousands of requests: on a busy machine they take longer than the suite's 30 s per test. */
const TIMEOUT_MS = 300_000;

const statuses = new Map<number, number>();
const file = fuzzTargetPerFile();

interface Finding {
  request: RequestCase;
  status: number | string;
  body: string;
}

const OUR_CODES: ReadonlySet<unknown> = new Set(Object.values(ERROR_CODES));

/** Whether an error answer is ours: {message, code} with one of our codes, maybe `issues`. */
function isOurError(text: string): boolean {
  let error: Record<string, unknown>;
  try {
    error = JSON.parse(text);
  } catch {
    return false;
  }
  return (
    typeof error === "object" &&
    error !== null &&
    typeof error.message === "string" &&
    OUR_CODES.has(error.code) &&
    Object.keys(error).every((key) => ["message", "code", "issues"].includes(key))
  );
}

async function send(request: RequestCase): Promise<Finding | null> {
  let res: Response;
  try {
    res = await fetch(file.target.server.url + request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
  } catch (error) {
    return { request, status: `fetch failed: ${(error as Error).cause ?? error}`, body: "" };
  }
  const text = await res.text();
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) return { request, status: res.status, body: text };
  if (res.status >= 400 && !isOurError(text)) return { request, status: res.status, body: text };
  const { expected } = request as Partial<ShapeCase>;
  if (expected) {
    const code = res.status >= 400 ? (JSON.parse(text) as { code: string }).code : undefined;
    if (res.status !== expected.status || (expected.code && code !== expected.code)) {
      return { request, status: res.status, body: text };
    }
  }
  return null;
}

async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) results.push(await work(items[next++]!));
    }),
  );
  return results;
}

const shown = (f: Finding) =>
  `${(f.request as Partial<ShapeCase>).shape ?? "random"}: ` +
  `${f.request.method} ${f.request.url.slice(0, 200)} → ${f.status}\n` +
  `  headers ${JSON.stringify(f.request.headers).slice(0, 300)}\n` +
  `  body ${String(f.request.body).slice(0, 300)}\n  answer ${f.body.slice(0, 300)}`;

describe(`hostile requests on every documented route (${RUNS} per route, seed ${SEED})`, () => {
  it(
    "answer the shapes that once got through as they must, on every route they apply to",
    async () => {
      const findings: Finding[] = [];
      const shapes: string[] = [];
      const sendAll = async (cases: ShapeCase[]) => {
        shapes.push(...cases.map((c) => c.shape));
        findings.push(...(await inPool(cases, CONCURRENCY, send)).filter((r) => r !== null));
      };
      for (const op of file.operations.filter((op) => !isDestructive(op))) {
        await file.target.refreshA();
        await sendAll(shapeCases(file.target, op));
      }
      await sendAll(malformedUrlCases(file.target.tokens.a));
      // Each shape reached routes it is about.
      for (const shape of [
        /^date 0000-01-01 in \?/,
        /^date 0000-01-01 in :/,
        /^date 0001-01-01T00:00:00\+01:00 in body\./,
        /^cursor /,
        /^sort by constructor/,
        /^filter __proto__/,
        /^query __proto__/,
        /^encoding % in :/,
        /^malformed URL /,
      ]) {
        expect(
          shapes.some((s) => shape.test(s)),
          String(shape),
        ).toBe(true);
      }
      // One oversized upload per purpose (kyc, ticket, avatar, merch, appeal).
      expect(shapes.filter((s) => / upload of /.test(s))).toHaveLength(UPLOAD_PURPOSES.length);
      expect(findings.map(shown), `${findings.length} of ${shapes.length} requests`).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "never answer 5xx, and every refusal is a {message, code} error",
    async () => {
      expect(file.operations.length).toBeGreaterThan(45);
      statuses.clear();
      const findings: Finding[] = [];
      let sent = 0;
      for (const op of file.operations) {
        await file.target.refreshA();
        const cases = fc.sample(requestCases(file.target, op), { seed: SEED, numRuns: RUNS });
        const results = await inPool(cases, CONCURRENCY, send);
        sent += cases.length;
        findings.push(...results.filter((r): r is Finding => r !== null));
      }
      // The requests reach the handlers: valid tokens, real resources, bodies that pass the schema.
      const count = (pick: (status: number) => boolean) =>
        [...statuses].filter(([status]) => pick(status)).reduce((sum, [, n]) => sum + n, 0);
      expect(count((s) => s < 300 || s === 404 || s === 409 || s === 422) / sent).toBeGreaterThan(
        0.2,
      );
      expect(sent).toBe(file.operations.length * RUNS);
      expect(findings.map(shown), `${findings.length} of ${sent} requests`).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
