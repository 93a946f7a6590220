import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { coupons, storedFiles } from "../db/schema";
import { startFuzzTarget, type FuzzTarget } from "../test/fuzz/fuzz-target";

/**
 * Invariant: no input answers 5xx. Dates and page cursors the database cannot store, or that
 * name no real day, are a 400 on their field before any query runs; prototype names are no
 * sort and no filter; a URL that does not decode is refused in our error shape; an oversized
 * upload says FILE_TOO_LARGE. Nothing of it changes anything.
 */
let t: FuzzTarget;
beforeAll(async () => {
  t = await startFuzzTarget();
});
afterAll(() => t.close());

const b64 = (text: string) => Buffer.from(text).toString("base64url");
const UUID = "00000000-0000-4000-8000-000000000000";
const as = (who: "a" | "admin") => ({ token: t.tokens[who] });
const get = (path: string, who: "a" | "admin" = "a") => t.server.request("GET", path, as(who));

/** A 400 VALIDATION_ERROR whose one issue is on `field`. */
function refusedOn(res: { status: number; body: unknown }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({
    code: "VALIDATION_ERROR",
    message: expect.any(String),
    issues: [expect.objectContaining({ path: field })],
  });
}

describe("dates the database cannot store, or no calendar has", () => {
  const outside = [
    "0000-01-01T00:00:00Z",
    "0000-12-31T23:59:59.999Z",
    // Year 1 an hour east of UTC is still year 0 in UTC; year 9999's end west of it is 10000.
    "0001-01-01T00:00:00+01:00",
    "9999-12-31T23:59:59-01:00",
    "10000-01-01T00:00:00Z",
    "+010000-01-01T00:00:00Z",
    "2026-02-30T00:00:00Z",
    "2025-02-29T12:00:00Z",
  ];

  it("are a 400 on the field in queries, and the edges of the range are fine", async () => {
    const account = `/api/accounts/${t.owned.accountId}`;
    for (const value of outside) {
      const q = encodeURIComponent(value);
      refusedOn(await get(`${account}/trades?from=${q}`), "from");
      refusedOn(await get(`${account}/trades.csv?to=${q}`), "to");
      refusedOn(await get(`${account}/equity?from=${q}`), "from");
      refusedOn(await get(`/api/admin/purchases?from=${q}`, "admin"), "from");
    }
    for (const day of ["0000-01-01", "2026-02-30", "2025-02-29", "2026-04-31", "10000-01-01"]) {
      refusedOn(await get(`/api/admin/purchases?to=${day}`, "admin"), "to");
      refusedOn(await get(`/api/leaderboard?board=historical&week=${day}`), "week");
      refusedOn(await get(`/api/payouts/${day}`), "week");
    }
    expect((await get(`${account}/trades?from=0001-01-01T00:00:00Z`)).status).toBe(200);
    expect((await get(`${account}/trades?to=9999-12-31T23:59:59.999Z`)).status).toBe(200);
    expect((await get(`/api/admin/purchases?from=2024-02-29`, "admin")).status).toBe(200);
    expect((await get(`/api/payouts/2024-02-29`)).status).toBe(404);
  });

  it("are a 400 on the field in bodies, and nothing is written", async () => {
    const before = await t.server.database.db.select({ n: count() }).from(coupons);
    for (const value of outside) {
      refusedOn(
        await t.server.request("POST", "/api/admin/coupons", {
          ...as("admin"),
          body: { code: "DATES", kind: "percent", percentOff: 5, validFrom: value },
        }),
        "validFrom",
      );
      refusedOn(
        await t.server.request("PATCH", `/api/admin/coupons/${t.couponId}`, {
          ...as("admin"),
          body: { validUntil: value },
        }),
        "validUntil",
      );
    }
    const after = await t.server.database.db.select({ n: count() }).from(coupons);
    expect(after).toEqual(before);
    const kyc = await t.server.request("POST", "/api/kyc", {
      ...as("a"),
      body: { dateOfBirth: "1990-02-30", legalName: "Fuzz Trader" },
    });
    expect(kyc.body.issues.map((i: { path: string }) => i.path)).toContain("dateOfBirth");
  });
});

describe("page cursors", () => {
  const keysetRoutes = () => [
    { path: `/api/accounts/${t.owned.accountId}/orders`, who: "a" as const },
    { path: `/api/accounts/${t.owned.accountId}/trades`, who: "a" as const },
    { path: "/api/purchases", who: "a" as const },
    { path: "/api/admin/purchases", who: "admin" as const },
    { path: "/api/admin/kyc", who: "admin" as const },
    { path: "/api/admin/support/tickets", who: "admin" as const },
  ];

  it("a cursor that is not exactly what the server wrote is a 400 on `cursor`", async () => {
    const forged = [
      `0000-01-01T00:00:00.000Z|${UUID}`,
      `+010000-01-01T00:00:00.000Z|${UUID}`,
      `-000001-01-01T00:00:00.000Z|${UUID}`,
      `2026-02-30T00:00:00.000Z|${UUID}`,
      `2026-01-01T24:00:00.000Z|${UUID}`,
      `1 Jan 2026|${UUID}`,
      `2026|${UUID}`,
      `2026-01-01T00:00:00.000Z|${UUID}|more`,
      `2026-01-01T00:00:00.000Z|not-a-uuid`,
    ].map(b64);
    for (const { path, who } of keysetRoutes()) {
      for (const cursor of forged) refusedOn(await get(`${path}?cursor=${cursor}`, who), "cursor");
    }
  });

  it("the cursor the server wrote still turns the page", async () => {
    const orders = `/api/accounts/${t.owned.accountId}/orders`;
    const first = await get(`${orders}?limit=1`);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get(`${orders}?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
  });

  it("an admin list's cursor must fit its sort's column: time, bigint or text", async () => {
    const forged = [
      ["users", "createdAt", "0000-01-01T00:00:00.000000Z"],
      ["users", "createdAt", "0000-12-31T23:00:00.000000Z"],
      ["users", "createdAt", "2026-02-30T00:00:00.000000Z"],
      ["users", "createdAt", "2026-01-01T00:00:00.000000+05:00"],
      ["users", "createdAt", "2026"],
      ["accounts", "balance", "9223372036854775808"],
      ["accounts", "balance", "-9223372036854775809"],
      ["users", "name", "a\u0000b"],
      ["users", "name", "\uD800"],
    ];
    for (const [list, sort, value] of forged) {
      const cursor = b64(JSON.stringify([value, UUID]));
      refusedOn(
        await get(`/api/admin/lists/${list}?sort=${sort}&cursor=${cursor}`, "admin"),
        "cursor",
      );
      refusedOn(
        await get(`/api/admin/lists/${list}.csv?sort=${sort}&cursor=${cursor}`, "admin"),
        "cursor",
      );
    }
    for (const cursor of [b64(JSON.stringify({ value: 1 })), b64(JSON.stringify([1, UUID]))]) {
      refusedOn(await get(`/api/admin/lists/users?cursor=${cursor}`, "admin"), "cursor");
    }
    const largest = b64(JSON.stringify(["9223372036854775807", UUID]));
    expect(
      (await get(`/api/admin/lists/accounts?sort=balance&cursor=${largest}`, "admin")).status,
    ).toBe(200);
    const first = await get("/api/admin/lists/users?limit=1", "admin");
    const next = await get(
      `/api/admin/lists/users?limit=1&cursor=${first.body.nextCursor}`,
      "admin",
    );
    expect(next.status).toBe(200);
    expect(next.body.items[0].id).not.toBe(first.body.items[0].id);
  });
});

describe("names every object inherits", () => {
  it("are no sort and no filter of an admin list: a 400 naming them", async () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      for (const sort of [key, `-${key}`, `+${key}`]) {
        const res = await get(`/api/admin/lists/users?sort=${encodeURIComponent(sort)}`, "admin");
        refusedOn(res, "sort");
        expect(res.body.message).toContain(`"${key}"`);
      }
      const filtered = await get(`/api/admin/lists/orders?${key}=x`, "admin");
      expect(filtered.status).toBe(400);
      expect(filtered.body.message).toContain(`"${key}"`);
    }
  });

  it("`__proto__` is refused as a query parameter of any route", async () => {
    for (const path of [
      "/api/plans",
      "/api/leaderboard",
      `/api/accounts/${t.owned.accountId}/trades`,
    ]) {
      const res = await get(`${path}?__proto__=x`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: '"__proto__" is not a field or parameter of this API.',
        code: "BAD_REQUEST",
      });
    }
  });
});

describe("URLs that do not decode", () => {
  it("answer 400 in our error shape, on API and page paths alike", async () => {
    for (const path of [
      "/api/%",
      "/api/users/%E0%A4%A",
      `/api/accounts/%zz/orders`,
      "/%",
      "/x/%C0%AF%",
    ]) {
      const res = await fetch(t.server.url + path, {
        headers: { authorization: `Bearer ${t.tokens.a}` },
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        message: "The address is not valid: it has a broken percent-encoding.",
        code: "BAD_REQUEST",
      });
    }
  });

  it("a path segment longer than any id is a 414 in our shape", async () => {
    const res = await fetch(`${t.server.url}/api/accounts/${"a".repeat(200)}/orders`);
    expect(res.status).toBe(414);
    expect(await res.json()).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("an oversized upload", () => {
  it("is a 413 FILE_TOO_LARGE, whether the body passes every cap or only its purpose's", async () => {
    const before = await t.server.database.db.select({ n: count() }).from(storedFiles);
    const send = (purpose: string, bytes: number, token = t.tokens.a) =>
      fetch(`${t.server.url}/api/uploads/${purpose}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
        body: Buffer.alloc(bytes, 1),
      });
    const overEvery = await send("kyc", 8 * 1024 * 1024 + 1);
    expect(overEvery.status).toBe(413);
    expect(await overEvery.json()).toEqual({
      message: "The file is too large: at most 8 MB.",
      code: "FILE_TOO_LARGE",
    });
    const overAvatar = await send("avatar", 4 * 1024 * 1024 + 1);
    expect(overAvatar.status).toBe(413);
    expect(await overAvatar.json()).toMatchObject({ code: "FILE_TOO_LARGE" });
    // Other errors of the upload route still answer as before.
    const unknownPurpose = await send("secrets", 10);
    expect(unknownPurpose.status).toBe(400);
    expect(await unknownPurpose.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await t.server.database.db.select({ n: count() }).from(storedFiles)).toEqual(before);
  });
});
