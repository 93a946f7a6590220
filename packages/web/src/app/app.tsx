import { hydrate, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { getToken } from "../lib/auth-token";
import { createQueryClient } from "../lib/query-client";
import { prefetchAuthCheck } from "../lib/session/check-auth";
import {
  createRealtimeConnection,
  loadRealtimeClient,
  type RealtimeConnection,
} from "../lib/socket";
import { AppProviders } from "./providers";
import { createAppRoutes } from "./routes";
import { loadMatchedRoutes, type SsrState } from "./ssr-state";

/** What the app runs on: the query cache, the realtime connection and the router. */
export interface AppRuntime {
  queryClient: QueryClient;
  realtime: RealtimeConnection;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Made before React renders anything, so the first requests leave at once: the session check,
 * the page's code (the router starts the first navigation) and the data its route loader asks
 * for. A signed-in visitor's socket client downloads meanwhile too; the socket itself opens once
 * the session is checked. A page the server rendered (`ssr`) starts from its data and code, so
 * the first render is the server's HTML.
 */
export async function createAppRuntime(ssr: SsrState | null = null): Promise<AppRuntime> {
  const queryClient = createQueryClient();
  if (ssr) hydrate(queryClient, ssr.queries);
  prefetchAuthCheck(queryClient);
  if (getToken()) void loadRealtimeClient().catch(() => {});
  const routes = createAppRoutes(queryClient);
  if (ssr) await loadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router } : {});
  return { queryClient, realtime: createRealtimeConnection(), router };
}

/** Marks the page as the app's (`<html data-app-ready>`): forms submit from then on (index.html). */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute("data-app-ready", ""), []);
  return null;
}

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <AppProviders queryClient={runtime.queryClient} realtime={runtime.realtime}>
      <AppReady />
      <RouterProvider router={runtime.router} />
    </AppProviders>
  );
}
