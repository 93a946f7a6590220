import type { ComponentType, ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createAppRoutes } from "../app/routes";
import { TOKEN_STORAGE_KEY } from "../lib/auth-token";
import { createQueryClient } from "../lib/query-client";
import type { RealtimeConnection } from "../lib/socket";
import { renderWithProviders } from "./render-with-providers";

/**
 * Renders the whole app (real routes, guards, layouts, providers) at `path`, in memory.
 * `wrapper` goes around the router, e.g. a context that swaps a canvas chart for a stub.
 */
export function renderApp(
  path: string,
  {
    token,
    realtime = null,
    wrapper: Wrapper,
  }: {
    token?: string;
    realtime?: RealtimeConnection | null;
    wrapper?: ComponentType<{ children: ReactNode }>;
  } = {},
) {
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const queryClient = createQueryClient({ retryDelayMs: 0 });
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const app = <RouterProvider router={router} />;
  const view = renderWithProviders(Wrapper ? <Wrapper>{app}</Wrapper> : app, {
    queryClient,
    realtime,
  });
  const location = () => router.state.location;
  const currentUrl = () => `${location().pathname}${location().search}${location().hash}`;
  return { ...view, router, queryClient, user, location, currentUrl };
}
