import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fillPath,
  fixtureParam,
  fuzzTargetPerFile,
  ownedBy,
  type Operation,
} from "../test/fuzz/fuzz-target";
import { valueFor } from "../test/fuzz/schema-arbitrary";

/**
 * Who may call what, for every route in the OpenAPI document: guarded routes refuse a missing
 * or forged token, admin routes refuse traders, and a trader reaches another's account, order,
 * position or purchase only as a 404. Requests carry schema-valid bodies, so a refusal comes
 * from the guard or the ownership check and not from validation.
 */
const file = fuzzTargetPerFile();

const validBody = (op: Operation) =>
  op.body ? fc.sample(valueFor(op.body), { seed: 7, numRuns: 1 })[0] : undefined;

async function call(op: Operation, token: string | undefined, brokenBody = false) {
  const path = fillPath(
    op,
    Object.fromEntries(
      op.pathParams.map(({ name }) => [name, fixtureParam(file.target, op, name)]),
    ),
  );
  const method = op.method;
  if (brokenBody && method !== "GET") {
    return file.target.server.request(method, path, { token, body: { unexpected: [1, "x"] } });
  }
  const body = method === "GET" ? undefined : validBody(op);
  return file.target.server.request(method, path, { token, body });
}

/** `[label, status]` of each operation whose answer `ok` refuses. */
async function misfits(
  ops: Operation[],
  token: () => string | undefined,
  ok: (res: { status: number; body: unknown }) => boolean,
  brokenBody = false,
) {
  const wrong: string[] = [];
  for (const op of ops) {
    const res = await call(op, token(), brokenBody);
    if (!ok(res))
      wrong.push(`${op.label} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
  }
  return wrong;
}

const isError = (body: unknown, code: string) =>
  typeof body === "object" &&
  body !== null &&
  Object.keys(body).sort().join() === "code,message" &&
  (body as { code: string }).code === code;

describe("authorization on every documented route", () => {
  it("admin routes and the routes that name a trader's resources are documented as guarded", () => {
    const unguarded = file.operations.filter((op) => (op.admin || ownedBy(op)) && !op.secured);
    expect(unguarded.map((op) => op.label)).toEqual([]);
    expect(file.operations.filter((op) => op.secured).length).toBeGreaterThan(30);
  });

  it("a guarded route answers 401 TOKEN_INVALID without a token or with a forged one, and nothing else", async () => {
    const secured = file.operations.filter((op) => op.secured);
    const forged = "f".repeat(64);
    expect(
      await misfits(
        secured,
        () => undefined,
        (r) => r.status === 401 && isError(r.body, "TOKEN_INVALID"),
      ),
    ).toEqual([]);
    expect(
      await misfits(
        secured,
        () => forged,
        (r) => r.status === 401 && isError(r.body, "TOKEN_INVALID"),
      ),
    ).toEqual([]);
  });

  it("a trader on any admin route gets 403 FORBIDDEN and no data; nothing changes", async () => {
    const admin = file.operations.filter((op) => op.admin);
    expect(admin.length).toBeGreaterThan(10);
    const forbidden = (r: { status: number; body: unknown }) =>
      r.status === 403 && isError(r.body, "FORBIDDEN");
    expect(await misfits(admin, () => file.target.tokens.b, forbidden)).toEqual([]);
    // Refused before the body is validated: a wrong body gets the same answer, not a 400.
    expect(await misfits(admin, () => file.target.tokens.b, forbidden, true)).toEqual([]);
    // The DeleteAll routes were among them: trader A and their account are still there.
    const accounts = await file.target.server.request("GET", "/api/accounts", {
      token: file.target.tokens.a,
    });
    expect(accounts.body.accounts.map((a: { id: string }) => a.id)).toContain(
      file.target.owned.accountId,
    );
  });

  it("trader B reaches trader A's accounts, orders, positions, purchases, files, tickets and signatures only as 404; A still sees them", async () => {
    const owned = file.operations.filter(ownedBy);
    expect(owned.length).toBeGreaterThanOrEqual(9);
    expect(
      await misfits(
        owned,
        () => file.target.tokens.b,
        (r) => r.status === 404 && isError(r.body, "NOT_FOUND"),
      ),
    ).toEqual([]);
    // The same requests by their owner are answered: the 404s above are about ownership.
    const reads = owned.filter((op) => op.method === "GET");
    expect(
      await misfits(
        reads,
        () => file.target.tokens.a,
        (r) => r.status === 200,
      ),
    ).toEqual([]);
    const { server, owned: mine, tokens } = file.target;
    const pending = await server.request(
      "GET",
      `/api/accounts/${mine.accountId}/orders?status=pending`,
      { token: tokens.a },
    );
    expect(pending.body.items.map((o: { id: string }) => o.id)).toContain(mine.orderId);
    const positions = await server.request("GET", `/api/accounts/${mine.accountId}/positions`, {
      token: tokens.a,
    });
    expect(positions.body.items.map((p: { id: string }) => p.id)).toContain(mine.positionId);
  });
});

describe("public routes", () => {
  it("show traders by display name and never by an account or user id", async () => {
    const { server, tokens, owned } = file.target;
    const me = await server.request("GET", "/api/auth/check", { token: tokens.a });
    const internalIds = [owned.accountId, me.body.user.id as string, owned.positionId];
    const publicReads = file.operations.filter((op) => !op.secured && op.method === "GET");
    expect(publicReads.length).toBeGreaterThan(8);
    const bodies: string[] = [];
    for (const op of publicReads) {
      const path = fillPath(
        op,
        Object.fromEntries(
          op.pathParams.map(({ name }) => [name, fixtureParam(file.target, op, name)]),
        ),
      );
      // Every choice a query offers (each leaderboard, for one).
      const choices = op.queryParams.flatMap(({ name, schema }) =>
        (schema.enum ?? []).map((value) => `?${name}=${encodeURIComponent(String(value))}`),
      );
      for (const query of ["", ...choices]) {
        const res = await server.request("GET", path + query);
        bodies.push(JSON.stringify(res.body));
      }
    }
    const everything = bodies.join("\n");
    // Trader A is on the public boards (an open phase I account)…
    expect(everything).toContain("Test T."); // the first name and an initial
    // …by name only.
    for (const id of internalIds) expect(everything).not.toContain(id);
  });
});
