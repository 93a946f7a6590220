import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedId } from "../test/sample-files";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInAdmin, signedInTrader } from "../test/test-users";

/**
 * Invariant: every answer to a signed-in request (one that carried a bearer token) and every
 * answer of a guarded route carries `Cache-Control: no-store`.
 */
let server: TestServer;
let trader: string;
let admin: string;
let fileId: string;

beforeAll(async () => {
  server = await startTestServer({ now: "2026-11-25T10:00:00Z" });
  trader = await signedInTrader(server, "cache@example.com");
  admin = await signedInAdmin(server);
  fileId = await uploadedId(server, trader, "kyc");
});
afterAll(() => server.close());

const cacheOf = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await server.request(method, path, { token, body });
  return { status: res.status, cache: res.headers.get("cache-control") };
};

describe("Cache-Control on signed-in answers", () => {
  it("guarded routes answer no-store, to their owner, to an admin, and in errors", async () => {
    const answers = [
      await cacheOf("GET", "/api/auth/check", trader),
      await cacheOf("GET", "/api/accounts", trader),
      await cacheOf("GET", "/api/account/profile", trader),
      await cacheOf("PATCH", "/api/account/profile", trader, { name: "Cache Trader" }),
      await cacheOf("GET", "/api/purchases", trader),
      await cacheOf("GET", "/api/admin/lists/users", admin),
      await cacheOf("GET", "/api/admin/dashboard", admin),
      // Refusals of guarded routes: validation, not found, forbidden, no token at all.
      await cacheOf("PATCH", "/api/account/profile", trader, { name: "" }),
      await cacheOf("GET", `/api/accounts/${crypto.randomUUID()}`, trader),
      await cacheOf("GET", "/api/admin/dashboard", trader),
      await cacheOf("GET", "/api/accounts"),
    ];
    expect(answers.map((a) => a.status)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 400, 404, 403, 401,
    ]);
    for (const answer of answers) expect(answer.cache).toBe("no-store");
  });

  it("a file keeps its own no-store words; a public file asked with a token is not kept either", async () => {
    const own = await fetch(`${server.url}/api/files/${fileId}`, {
      headers: { authorization: `Bearer ${trader}` },
    });
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const avatar = await uploadedId(server, trader, "avatar");
    const anonymous = await fetch(`${server.url}/api/public/files/${avatar}`);
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=86400");
    const signedIn = await fetch(`${server.url}/api/public/files/${avatar}`, {
      headers: { authorization: `Bearer ${trader}` },
    });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
  });

  it("public routes asked with a token answer no-store; without one they keep their caching", async () => {
    for (const path of ["/api/plans", "/api/leaderboard", "/api/payouts/current"]) {
      const anonymous = await cacheOf("GET", path);
      expect(anonymous.cache ?? "", path).not.toMatch(/no-store/);
      expect((await cacheOf("GET", path, trader)).cache, path).toBe("no-store");
      // A forged token is no sign-in, but its answer is not kept either.
      expect((await cacheOf("GET", path, "f".repeat(64))).cache, path).toBe("no-store");
    }
    expect((await cacheOf("GET", "/api/plans")).cache).toBe("public, max-age=300");
  });
});
