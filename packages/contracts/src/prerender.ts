/**
 * The web app's server renderer, as the server loads it at run time (packages/web/dist-ssr,
 * built from packages/web/src/entry-server.tsx). The server never imports the web package: it
 * imports the built file by path and holds it to this shape.
 */

/** A GET of our own API (`/api` + path), answered in process by the server's routes. */
export type ApiGet = (path: string) => Promise<{ status: number; body: string }>;

export interface PageRenderRequest {
  /** The path and query asked for, e.g. `/leaderboard?board=funded`. */
  url: string;
  /** The public origin (`PUBLIC_ORIGIN`), for the canonical link and Open Graph URL. */
  origin: string;
  /** The built index page (with the runtime settings) the rendered page goes into. */
  template: string;
  /** Where the page's data comes from. */
  api: ApiGet;
}

/** What dist-ssr/entry-server.js exports as `renderer`. */
export interface PageRenderer {
  /** Whether `path` (no query) is a page rendered on the server. */
  isPrerendered(path: string): boolean;
  /**
   * The page as HTML with its content, meta tags and data (for hydration), or null when the
   * path is not one rendered on the server. Throws when a page cannot be rendered (its data
   * failed to load): the caller serves the client-rendered shell instead.
   */
  renderPage(request: PageRenderRequest): Promise<string | null>;
}
