// The server's renderer of the public pages (app/public-pages.ts), built by `vite build --ssr`
// into dist-ssr/entry-server.js and loaded by the server by path (packages/server/src/http/
// spa-prerender.ts). It renders a page with React Router's static router and the page's data
// (asked of the server's own API, in process), and hands the browser that data with the HTML
// so React hydrates it without a second fetch.
import type { PageRenderer, PageRenderRequest } from "@proparena/contracts/prerender";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { AppProviders } from "./app/providers";
import { findPublicPage, type PublicPage } from "./app/public-pages";
import { createAppRoutes } from "./app/routes";
import { ssrStateScript } from "./app/ssr-state";
import { setApiTransport } from "./lib/api-client";
import { documentTitle } from "./lib/document-title";
import { createQueryClient } from "./lib/query-client";

/**
 * Where the rendered app goes in index.html (the white space around it too: #root must hold the
 * rendered elements only, or hydration finds a text node first), and the head tags it replaces.
 */
const APP_MARKERS = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;
const HEAD_MARKERS = /<!--page-meta-->[\s\S]*<!--\/page-meta-->/;
/** Renders after which every query the page asks for must have its data (a chain of two). */
const MAX_DATA_ROUNDS = 3;

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");

/** Title, description, canonical link and Open Graph tags of a page. */
export function pageMeta(page: PublicPage, origin: string): string {
  const title = escapeHtml(documentTitle(page.title));
  const description = escapeHtml(page.description);
  const url = escapeHtml(`${origin}${page.path}`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(documentTitle(""))}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/hero/poster.webp`)}" />`,
  ].join("\n    ");
}

/** A query the page rendered with and has no data for yet (and is allowed to fetch). */
function waitingForData(query: Query): boolean {
  // The cache keeps the options of the hook that made the query, `enabled` among them.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === "function" ? enabled(query) : enabled !== false;
  return on && query.state.data === undefined;
}

/** A boundary the render left to the browser: a lazy part whose code had not loaded. */
const CLIENT_RENDERED = "<!--$!-->";

/**
 * The page's HTML, in place (no boundary left for a script to fill in: the CSP runs none). A
 * lazy part (home-page.tsx) suspends the first time it renders: React's prerender then waits
 * until its code has loaded, and the page is rendered again.
 */
async function renderApp(
  context: StaticHandlerContext,
  queryClient: QueryClient,
  handler: Handler,
): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  const html = renderToString(app);
  if (!html.includes(CLIENT_RENDERED)) return html;
  await prerender(app);
  const again = renderToString(app);
  if (again.includes(CLIENT_RENDERED)) throw new Error("A part of the page did not render");
  return again;
}

type Handler = ReturnType<typeof createStaticHandler>;

/**
 * Renders until the page asks for no data it lacks: each render registers the queries its
 * components use, which are then fetched (from the server's API) for the next one.
 */
async function renderWithData(context: StaticHandlerContext, handler: Handler) {
  const queryClient = createQueryClient();
  for (let round = 1; ; round++) {
    const html = await renderApp(context, queryClient, handler);
    const waiting = queryClient.getQueryCache().getAll().filter(waitingForData);
    if (waiting.length === 0) return { html, queryClient };
    if (round === MAX_DATA_ROUNDS)
      throw new Error(`The page still asks for data after ${round} renders`);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    const failed = waiting.find((query) => query.state.status === "error");
    if (failed) {
      throw new Error(
        `The page's data ${JSON.stringify(failed.queryKey)} did not load: ${String(failed.state.error)}`,
      );
    }
  }
}

/** The API as this render reaches it: GETs answered by the server in process, nothing else. */
function transportOf(request: PageRenderRequest): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    if ((init?.method ?? "GET") !== "GET" || !url.startsWith("/api/"))
      throw new Error(`A page rendered on the server may only GET the API, not ${url}`);
    const answer = await request.api(url.slice("/api".length));
    return new Response(answer.body, {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
}

async function render(request: PageRenderRequest): Promise<string | null> {
  const url = new URL(request.url, request.origin);
  const page = findPublicPage(url.pathname);
  if (!page) return null;
  // The routes' loaders and lazy pages resolve here; no loader needs a client (signed out).
  const handler = createStaticHandler(createAppRoutes(createQueryClient()));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  if (context.errors) throw new Error(`The route of ${url.pathname} failed to load`);
  setApiTransport(transportOf(request));
  const { html, queryClient } = await renderWithData(context, handler);
  const state = ssrStateScript({
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  });
  return request.template
    .replace(HEAD_MARKERS, () => pageMeta(page, request.origin))
    .replace(APP_MARKERS, () => html)
    .replace("</body>", () => `${state}</body>`);
}

/**
 * One page at a time: the API transport is this module's, and each render sets its own (a server
 * process may run several apps). Rendering is CPU work, so little is lost waiting.
 */
let queue: Promise<unknown> = Promise.resolve();

export const renderer: PageRenderer = {
  isPrerendered: (path) => findPublicPage(path) !== undefined,
  renderPage(request) {
    const rendered = queue.then(() => render(request));
    queue = rendered.catch(() => undefined);
    return rendered;
  },
};
