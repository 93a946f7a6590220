import type { DehydratedState } from "@tanstack/react-query";
import { matchRoutes, type HydrationState, type RouteObject } from "react-router";

/** The id of the page's data block: what the server rendered the page with. */
export const SSR_STATE_ID = "ssr-state";

/** What a server-rendered page hands the browser, so its first render matches the HTML. */
export interface SsrState {
  /** The query cache the page was rendered from (TanStack Query's dehydrate). */
  queries: DehydratedState;
  /** The router's state (loader data) the page was rendered with. */
  router: HydrationState;
}

/**
 * The state as a JSON data block (`<script type="application/json">`: read, never run, so the
 * CSP need not allow it). `<` is escaped so no text in the data can close the element.
 */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or null for a page the browser renders itself. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrState) : null;
}

/**
 * Loads the code of the lazy routes the location matches and puts it on the routes, so the
 * router starts with the page the server rendered instead of a loading state (which would not
 * match the HTML).
 */
export async function loadMatchedRoutes(routes: RouteObject[], path: string): Promise<void> {
  const lazy = (matchRoutes(routes, path) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}
