import { API_ROUTES } from "@proparena/contracts/api-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";

// The web's test fakes answer with the schemas of contracts' API_ROUTES; this holds that table
// to the routes the server really has, so a fake cannot answer what the API would not.
let server: TestServer;
/** Each route's declared answers, by "METHOD /api/path" as registered (`:param` style). */
const declared = new Map<string, Record<string, unknown>>();
beforeAll(async () => {
  server = await startTestServer({
    onRoute: (route) => {
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, response);
    },
  });
});
afterAll(() => server.close());

/** `/accounts/:id` as the OpenAPI document writes it: `/api/accounts/{id}`. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z]+)/g, "{$1}")}`;

describe("the contracts' route table (API_ROUTES)", () => {
  it("declares, for every route and status, the very schema the server's route answers with", () => {
    const mismatched: string[] = [];
    for (const [method, path, status, schema] of API_ROUTES) {
      const responses = declared.get(`${method} /api${path}`);
      if (!responses) mismatched.push(`${method} ${path}: no such route`);
      else if (schema !== null && responses[String(status)] !== schema)
        mismatched.push(`${method} ${path} ${status}: not the route's schema`);
    }
    expect(mismatched).toEqual([]);
  });

  it("lists every success the OpenAPI document has", () => {
    const doc = server.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const listed = new Set(API_ROUTES.map(([m, p, s]) => `${m} ${openApiPath(p)} ${s}`));
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
