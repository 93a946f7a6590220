import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSpaPage } from "./spa";

const made: string[] = [];
afterAll(() => {
  for (const dist of made) rmSync(dist, { recursive: true, force: true });
});

/** A built web app as Vite leaves it: the index page and the manifest of its chunks. */
function builtApp(manifest: Record<string, unknown> | null) {
  const dist = mkdtempSync(path.join(tmpdir(), "proparena-dist-"));
  made.push(dist);
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><head><script type="module" src="/assets/index-1.js"></script></head><div id=root></div>',
  );
  if (manifest) {
    mkdirSync(path.join(dist, ".vite"));
    writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  }
  return dist;
}

const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-2.js" },
  "_query.js": { file: "assets/query-3.js", imports: ["_react.js"] },
  "src/features/home/routes/home-page.tsx": {
    file: "assets/home-page-4.js",
    isDynamicEntry: true,
    imports: ["_react.js", "_query.js"],
  },
  "src/app/layouts/dashboard-layout.tsx": {
    file: "assets/dashboard-layout-5.js",
    imports: ["_query.js"],
  },
  "src/app/routes/account-metrics-route.tsx": {
    file: "assets/account-metrics-route-6.js",
    imports: ["_query.js"],
  },
};

const links = (html: string) =>
  [...html.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe("the index page preloads each page's chunks", () => {
  it("names the page's chunks and what they import, but not what the entry loads already", () => {
    const spa = loadSpaPage(builtApp(MANIFEST));
    expect(links(spa.pageFor("/"))).toEqual(["/assets/home-page-4.js", "/assets/query-3.js"]);
    expect(links(spa.pageFor("/dashboard/metrics/u1/a1"))).toEqual([
      "/assets/dashboard-layout-5.js",
      "/assets/query-3.js",
      "/assets/account-metrics-route-6.js",
    ]);
    // Any other dashboard page: at least its layout.
    expect(links(spa.pageFor("/dashboard/rules"))).toEqual([
      "/assets/dashboard-layout-5.js",
      "/assets/query-3.js",
    ]);
    expect(spa.pageFor("/no/such/page")).toBe(spa.indexHtml);
    // The links go in the head, before the app's own script runs.
    expect(spa.pageFor("/").indexOf("modulepreload")).toBeLessThan(
      spa.pageFor("/").indexOf("</head>"),
    );
  });

  it("serves the plain page when the build has no manifest", () => {
    const spa = loadSpaPage(builtApp(null));
    expect(spa.pageFor("/")).toBe(spa.indexHtml);
  });
});
