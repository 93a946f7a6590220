import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzTargetPerFile } from "../test/fuzz/fuzz-target";
import { requestCases, type RequestCase } from "../test/fuzz/request-cases";

/**
 * Every route in the OpenAPI document gets hostile requests generated from its own schemas.
 * None may answer 5xx, and every refusal is the documented {message, code} error. A new route
 * is fuzzed as soon as it is documented. FUZZ_RUNS (per route) and FUZZ_SEED widen a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CONCURRENCY = 6;

const statuses = new Map<number, number>();
const file = fuzzTargetPerFile();

interface Finding {
  request: RequestCase;
  status: number | string;
  body: string;
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
  if (res.status >= 400) {
    let error: { message?: unknown; code?: unknown } = {};
    try {
      error = JSON.parse(text);
    } catch {
      // not JSON: reported below
    }
    if (typeof error.message !== "string" || typeof error.code !== "string") {
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
  `${f.request.method} ${f.request.url.slice(0, 200)} → ${f.status}\n` +
  `  headers ${JSON.stringify(f.request.headers).slice(0, 300)}\n` +
  `  body ${String(f.request.body).slice(0, 300)}\n  answer ${f.body.slice(0, 300)}`;

describe(`hostile requests on every documented route (${RUNS} per route, seed ${SEED})`, () => {
  it("never answer 5xx, and every refusal is a {message, code} error", async () => {
    expect(file.operations.length).toBeGreaterThan(45);
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
  });
});
