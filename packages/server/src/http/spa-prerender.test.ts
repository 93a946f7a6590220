import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";

// A built web app with a renderer of its own (the real one is built by the web package and
// tested in e2e/landing.e2e.ts): it renders "/" from GET /api/plans and fails on "/broken".
const RENDERER = `
export const renderer = {
  isPrerendered: (path) => path === "/" || path === "/broken",
  async renderPage({ url, origin, template, api }) {
    if (url.startsWith("/broken")) throw new Error("the page's data did not load");
    const plans = await api("/plans");
    const count = JSON.parse(plans.body).plans.length;
    globalThis.renders = (globalThis.renders ?? 0) + 1;
    const support = globalThis.__APP_CONFIG__.supportEmail;
    return template.replace(
      "<main></main>",
      \`<main data-origin="\${origin}" data-support="\${support}">\${count} plans (\${url})</main>\`,
    );
  },
};
`;

let server: TestServer;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "proparena-web-"));
  const dist = path.join(root, "dist");
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><head></head><main></main>");
  writeFileSync(path.join(`${dist}-ssr`, "entry-server.js"), RENDERER);
  server = await startTestServer({
    webDistDir: dist,
    publicConfig: { supportEmail: "desk@example.com" },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function page(route: string): Promise<string> {
  const res = await fetch(server.url + route);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/text\/html/);
  return res.text();
}

describe("public pages rendered on the server", () => {
  it("renders a public page with its data from the API, the origin and the runtime settings", async () => {
    const plans = await server.request("GET", "/api/plans");
    const res = await fetch(`${server.url}/?from=test`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = await res.text();
    expect(html).toContain(
      `<main data-origin="http://localhost:3000" data-support="desk@example.com">${plans.body.plans.length} plans (/?from=test)</main>`,
    );
  });

  it("serves a page it rendered moments ago again without rendering it", async () => {
    await page("/?again");
    const renders = (globalThis as { renders?: number }).renders;
    expect(await page("/?again")).toContain("plans (/?again)");
    expect((globalThis as { renders?: number }).renders).toBe(renders);
  });

  it("serves the client-rendered page when rendering fails, and for other paths", async () => {
    for (const route of ["/broken", "/dashboard/accounts"]) {
      const html = await page(route);
      expect(html).toContain("<main></main>");
      expect(html).toContain("window.__APP_CONFIG__");
    }
  });
});
