import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ApiGet, PageRenderer } from "@proparena/contracts/prerender";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { deferAppScripts } from "./deferred-app-scripts";

/** How long a public page, and an API answer it was rendered from, is served again. */
const FRESH_MS = 10_000;
/**
 * A page older than FRESH_MS is served as it is for up to this long more while it is rendered
 * again in the background: after the first, no request waits for a render.
 */
const PAGE_RENEWAL_MS = 60_000;
/** At most this many pages (each path and query) and answers are kept. */
const MAX_ENTRIES = 200;

/** Serves the public pages rendered on the server, with their data. */
export interface Prerenderer {
  /**
   * The page at `url` (path and query) rendered into `template` (the index page), or null when
   * it is not a public page or could not be rendered (logged): the caller serves the template.
   */
  page(url: string, template: string): Promise<string | null>;
}

interface Kept<T> {
  value: Promise<T>;
  madeAt: number;
  renewing: boolean;
}

/**
 * A promise per key, kept FRESH_MS, then served for `renewalMs` more while a new one is made (a
 * rejected one is forgotten at once); the oldest key is dropped first.
 */
function briefCache<T>(renewalMs = 0): (key: string, make: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, Kept<T>>();
  const keep = (key: string, value: Promise<T>) => {
    if (!entries.has(key) && entries.size >= MAX_ENTRIES)
      entries.delete(entries.keys().next().value!);
    entries.set(key, { value, madeAt: Date.now(), renewing: false });
    value.catch(() => entries.delete(key));
    return value;
  };
  return (key, make) => {
    const kept = entries.get(key);
    const age = kept ? Date.now() - kept.madeAt : Infinity;
    if (kept && age < FRESH_MS) return kept.value;
    if (kept && age < FRESH_MS + renewalMs) {
      if (!kept.renewing) {
        kept.renewing = true;
        const next = make();
        next.then(
          () => keep(key, next),
          () => (kept.renewing = false),
        );
      }
      return kept.value;
    }
    return keep(key, make());
  };
}

/** GETs of our own API answered in process (the routes, their validation and services). */
function inProcessApi(app: FastifyInstance): ApiGet {
  const cached = briefCache<{ status: number; body: string }>();
  return (apiPath) =>
    cached(apiPath, async () => {
      const answer = await app.inject({
        method: "GET",
        url: `/api${apiPath}`,
        headers: { accept: "application/json" },
      });
      if (answer.statusCode >= 500) throw new Error(`GET /api${apiPath}: ${answer.statusCode}`);
      return { status: answer.statusCode, body: answer.body };
    });
}

/**
 * The renderer with the page's runtime settings (`window.__APP_CONFIG__` in the browser), which
 * the web app reads as its modules load: they are set where it reads them, and each set of
 * settings gets its own instance of the module (the query in its URL).
 */
let importing: Promise<unknown> = Promise.resolve();

async function importRenderer(
  file: string,
  publicConfig: Record<string, string>,
): Promise<PageRenderer> {
  const settings = JSON.stringify(publicConfig);
  const url = `${pathToFileURL(file).href}?settings=${encodeURIComponent(settings)}`;
  // One import at a time, so each loads with its own settings in place.
  const loaded = importing.then(() => {
    (globalThis as { __APP_CONFIG__?: Record<string, string> }).__APP_CONFIG__ = publicConfig;
    return import(url) as Promise<{ renderer?: PageRenderer }>;
  });
  importing = loaded.catch(() => undefined);
  const { renderer } = await loaded;
  if (typeof renderer?.renderPage !== "function" || typeof renderer.isPrerendered !== "function")
    throw new Error(`${file} exports no page renderer`);
  return renderer;
}

/**
 * The web app's server renderer (`<distDir>-ssr/entry-server.js`: packages/web/dist-ssr, built
 * with dist/ by `npm run build -w @proparena/web`), loaded by path: the server does not import
 * the web package. Null when it is not built: every page is then the client-rendered index page.
 */
export async function loadPrerenderer(
  app: FastifyInstance,
  distDir: string,
  options: { origin: string; publicConfig: Record<string, string>; log: FastifyBaseLogger },
): Promise<Prerenderer | null> {
  const file = path.join(`${path.resolve(distDir)}-ssr`, "entry-server.js");
  if (!existsSync(file)) return null;
  const renderer = await importRenderer(file, options.publicConfig);
  const api = inProcessApi(app);
  const pages = briefCache<string | null>(PAGE_RENEWAL_MS);
  return {
    async page(url, template) {
      if (!renderer.isPrerendered(url.split("?")[0] ?? "")) return null;
      try {
        // Kept as served: its scripts deferred to after the first paint (once per render).
        return await pages(url, async () => {
          const html = await renderer.renderPage({ url, origin: options.origin, template, api });
          return html === null ? null : deferAppScripts(html);
        });
      } catch (error) {
        options.log.warn({ err: error, url }, "page not rendered on the server; sent unrendered");
        return null;
      }
    },
  };
}
