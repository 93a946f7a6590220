import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { FastifyInstance } from "fastify";
import { APP_LOADER_HASH } from "./deferred-app-scripts";
import { modulePreloader } from "./spa-preloads";
import { loadPrerenderer } from "./spa-prerender";

/** The built web app as served: its index page with the runtime settings in it. */
export interface SpaPage {
  root: string;
  built: boolean;
  indexHtml: string;
  /** The index page for a path, with the modulepreload links of that page's chunks. */
  pageFor(urlPath: string): string;
  /** CSP sources ('sha256-…') of the page's inline scripts, so no other inline script runs. */
  inlineScriptHashes: string[];
  /** The runtime settings in the page (`window.__APP_CONFIG__`). */
  publicConfig: Record<string, string>;
}

/** Reads the built index page and puts the runtime settings into it. */
export function loadSpaPage(distDir: string, publicConfig: Record<string, string> = {}): SpaPage {
  const root = path.resolve(distDir);
  const built = existsSync(path.join(root, "index.html"));
  // Runtime settings of the web app (hero videos, community link) go into the page itself, so
  // they change with the server's environment, not with a rebuild.
  const configScript = `<script>window.__APP_CONFIG__=${JSON.stringify(publicConfig).replaceAll("<", "\\u003c")}</script>`;
  const page = built ? readFileSync(path.join(root, "index.html"), "utf8") : "";
  const indexHtml = page.includes("</head>")
    ? page.replace("</head>", `${configScript}</head>`)
    : configScript + page;
  const inlineScriptHashes = [
    ...[...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`,
    ),
    // The loader of the app's scripts on the pages rendered here (deferred-app-scripts.ts).
    APP_LOADER_HASH,
  ];
  const preloads = modulePreloader(root);
  const pages = new Map<string, string>();
  const pageFor = (urlPath: string) => {
    const links = preloads(urlPath);
    if (!links) return indexHtml;
    let html = pages.get(links);
    if (html === undefined) {
      html = indexHtml.replace("</head>", `${links}</head>`);
      pages.set(links, html);
    }
    return html;
  };
  return { root, built, indexHtml, pageFor, inlineScriptHashes, publicConfig };
}

/**
 * Serves the built web app: hashed assets cached for a year, the public pages rendered on the
 * server (spa-prerender.ts), index.html for every other non-API path (history fallback), and a
 * JSON 404 for unknown /api paths. `origin` is the public origin the pages' canonical links name.
 */
export async function registerSpa(
  app: FastifyInstance,
  spa: SpaPage,
  origin: string,
): Promise<void> {
  const { root, built } = spa;
  const prerender = built
    ? await loadPrerenderer(app, root, { origin, publicConfig: spa.publicConfig, log: app.log })
    : null;
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url === "/api" || url.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${url}`, code: ERROR_CODES.notFound });
    }
    if (!built) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm run build` (npm start does it for you).");
    }
    const page = spa.pageFor(url);
    const html = (await prerender?.page(request.url, page)) ?? page;
    reply.header("cache-control", "no-cache").header("vary", "accept-encoding");
    reply.type("text/html; charset=utf-8");
    // Compressed here: @fastify/compress compresses routes' answers, and this is no route's (a
    // rendered page is some 90 kB, 13 kB gzipped).
    if (!/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) return reply.send(html);
    return reply.header("content-encoding", "gzip").send(gzipSync(html));
  });
}
