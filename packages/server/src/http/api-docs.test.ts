import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationsOf } from "../test/fuzz/fuzz-target";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInAdmin, signedInTrader } from "../test/test-users";

/**
 * Invariant: the OpenAPI document anyone reads (/api/docs) is the public and trader API; the
 * back office's part is served to admins only. The fuzz and authorization suites still see
 * every route, admin ones included.
 */
let server: TestServer;
let trader: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  trader = await signedInTrader(server, "docs@example.com");
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const pathsOf = (document: { paths: Record<string, unknown> }) => Object.keys(document.paths);

describe("the API document", () => {
  it("for anyone: the public and trader routes, no admin route, whoever asks", async () => {
    for (const token of [undefined, trader, admin]) {
      const res = await server.request("GET", "/api/docs/json", { token });
      expect(res.status).toBe(200);
      const paths = pathsOf(res.body);
      expect(paths).toEqual(
        expect.arrayContaining([
          "/api/auth/signin",
          "/api/plans",
          "/api/accounts/{id}/orders",
          "/api/uploads/{purpose}",
        ]),
      );
      expect(paths.filter((p) => p.startsWith("/api/admin"))).toEqual([]);
      expect(res.body.info.description).toContain("/api/admin/docs/json");
    }
    const yaml = await fetch(`${server.url}/api/docs/yaml`);
    const text = await yaml.text();
    expect(text).toContain("/api/accounts/{id}/orders");
    expect(text).not.toMatch(/^ {2}\/api\/admin\//m);
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
  });

  it("for admins: the whole document; a trader is refused and a stranger is not let in", async () => {
    expect((await server.request("GET", "/api/admin/docs/json")).status).toBe(401);
    const refused = await server.request("GET", "/api/admin/docs/json", { token: trader });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain("/api/admin/lists");
    const full = await server.request("GET", "/api/admin/docs/json", { token: admin });
    expect(full.status).toBe(200);
    expect(full.headers.get("cache-control")).toBe("no-store");
    const paths = pathsOf(full.body);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/admin/lists/users",
        "/api/admin/delete-users",
        "/api/admin/docs/json",
        "/api/accounts/{id}/orders",
      ]),
    );
    expect(paths.sort()).toEqual(pathsOf(server.app.swagger() as never).sort());
  });

  it("the fuzz and authorization suites still enumerate every route, admin ones included", () => {
    const operations = operationsOf(server);
    const admin = operations.filter((op) => op.admin);
    expect(admin.length).toBeGreaterThan(40);
    expect(admin.map((op) => op.label)).toContain("GET /api/admin/docs/json");
    expect(admin.every((op) => op.secured)).toBe(true);
  });
});
