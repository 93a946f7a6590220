import { apiRouteList } from "@proparena/contracts/api-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";

// The web's API client and its test fakes are typed from and parse with the schemas of
// contracts' API_ROUTES; this holds that table to the routes the server really has, so neither
// sends nor answers what the API would not.
let server: TestServer;
interface Declared {
  body: unknown;
  querystring: unknown;
  response: Record<string, unknown>;
}
/** Each route's declared schemas, by "METHOD /api/path" as registered (`:param` style). */
const declared = new Map<string, Declared>();
beforeAll(async () => {
  server = await startTestServer({
    onRoute: (route) => {
      const { body, querystring, response = {} } = (route.schema ?? {}) as Partial<Declared>;
      for (const method of [route.method].flat())
        declared.set(`${method} ${route.url}`, { body, querystring, response });
    },
  });
});
const routes = apiRouteList();
afterAll(() => server.close());

/** `/accounts/:id` as the OpenAPI document writes it: `/api/accounts/{id}`. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z]+)/g, "{$1}")}`;

describe("the contracts' route table (API_ROUTES)", () => {
  it("declares, for every route and status, the very schema the server's route answers with", () => {
    const mismatched: string[] = [];
    for (const { method, path, status, alsoStatus, response } of routes) {
      const route = declared.get(`${method} /api${path}`);
      if (!route) mismatched.push(`${method} ${path}: no such route`);
      for (const code of [status, alsoStatus ?? status]) {
        if (route && response !== null && route.response[String(code)] !== response)
          mismatched.push(`${method} ${path} ${code}: not the route's schema`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it("declares the very body and query schemas the server's route parses with", () => {
    const mismatched: string[] = [];
    for (const { method, path, body, query } of routes) {
      const route = declared.get(`${method} /api${path}`);
      if (route && route.body !== body) mismatched.push(`${method} ${path}: not the route's body`);
      if (route && route.querystring !== query)
        mismatched.push(`${method} ${path}: not the route's query`);
    }
    expect(mismatched).toEqual([]);
  });

  it("lists every success the OpenAPI document has", () => {
    const doc = server.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const listed = new Set(
      routes.flatMap(({ method, path, status, alsoStatus }) =>
        [status, alsoStatus ?? status].map((s) => `${method} ${openApiPath(path)} ${s}`),
      ),
    );
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.startsWith("/api/test/") || path.startsWith("/api/payments/")) continue;
      for (const [method, op] of Object.entries(methods)) {
        for (const status of Object.keys(op.responses ?? {})) {
          const key = `${method.toUpperCase()} ${path} ${status}`;
          if (status.startsWith("2") && !listed.has(key)) missing.push(key);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
