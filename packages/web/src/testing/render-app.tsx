import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers";
import { appRoutes } from "../app/routes";
import { TOKEN_STORAGE_KEY } from "../lib/auth-token";
import { createQueryClient } from "../lib/query-client";
import type { RealtimeConnection } from "../lib/socket";

/** Renders the whole app (real routes, guards, layouts, providers) at `path`, in memory. */
export function renderApp(
  path: string,
  { token, realtime = null }: { token?: string; realtime?: RealtimeConnection | null } = {},
) {
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} realtime={realtime}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  const currentUrl = () => `${location().pathname}${location().search}${location().hash}`;
  return { ...view, router, queryClient, user, location, currentUrl };
}
