import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";
import { APP_LOADER_HASH } from "./deferred-app-scripts";

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "proparena-dist-"));
  writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><title>PropArena</title><div id=root></div>",
  );
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('app')");
  server = await startTestServer({
    webDistDir: dist,
    publicConfig: { heroVideoBaseUrl: "https://cdn.example.com/hero" },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("one process serves API, docs and SPA", () => {
  it("GET /api/health answers 200 with the database kind", async () => {
    const res = await server.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "ok",
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("serves the OpenAPI document at /api/docs listing the auth routes", async () => {
    const res = await server.request("GET", "/api/docs/json");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/api/auth/signup", "/api/auth/check"]),
    );
  });

  it.each(["/", "/dashboard/profile", "/checkout/%24200%2C000", "/admin/user/1/account/2"])(
    "answers %s with index.html (history fallback)",
    async (route) => {
      const res = await fetch(server.url + route);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).toContain("<title>PropArena</title>");
      expect(html).toContain(
        'window.__APP_CONFIG__={"heroVideoBaseUrl":"https://cdn.example.com/hero"}',
      );
    },
  );

  it("compresses what it serves when the client accepts it", async () => {
    const res = await fetch(`${server.url}/api/plans`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(((await res.json()) as { plans: unknown[] }).plans).toHaveLength(8);
  });

  it("tells its own time on each answer (Server-Timing), errors included", async () => {
    for (const path of ["/api/plans", "/api/no-such-route"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get("server-timing")).toMatch(/^app;dur=\d+(\.\d)?$/);
    }
  });

  it("serves hashed assets with a long cache", async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("answers unknown /api paths and non-GET methods with a JSON 404, not the SPA", async () => {
    for (const [method, route] of [
      ["GET", "/api/unknown"],
      ["POST", "/api/auth/nope"],
      ["DELETE", "/somewhere"],
    ] as const) {
      const res = await server.request(method, route);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NOT_FOUND");
    }
  });

  it("sends a strict CSP that allows the page's own inline scripts by hash and nothing else", async () => {
    const page = await fetch(`${server.url}/dashboard`);
    const html = await page.text();
    const csp = page.headers.get("content-security-policy")!;
    const directive = (name: string) =>
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) =>
      createHash("sha256").update(body!).digest("base64"),
    );
    expect(inline).toHaveLength(1); // the runtime settings
    // ...and the loader of the app's scripts on the pages rendered on the server.
    expect(directive("script-src")).toBe(
      `script-src 'self' 'sha256-${inline[0]}' ${APP_LOADER_HASH}`,
    );
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("media-src")).toBe("media-src 'self' https://cdn.example.com");
    expect(csp).not.toContain("unsafe-eval");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // No TLS proxy in front of this server: no HSTS (it would be ignored over http anyway).
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const api = await fetch(`${server.url}/api/health`);
    expect(api.headers.get("content-security-policy")).toBe(csp);
  });

  it("refuses a too-large body with 413 and a JSON error", async () => {
    const res = await server.request("POST", "/api/auth/signup", {
      rawBody: JSON.stringify({ name: "x".repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBeTruthy();
  });
});

describe("behind a TLS proxy (TRUST_PROXY)", () => {
  it("sends HSTS for a year, subdomains included", async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const res = await fetch(`${proxied.url}/api/health`);
      expect(res.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
    } finally {
      await proxied.close();
    }
  });
});
