import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client";
import { prefetchAuthCheck } from "../lib/session/check-auth";
import { createRealtimeConnection } from "../lib/socket";
import { AppProviders } from "./providers";
import { appRoutes } from "./routes";

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The session check starts with the app, not after the page's code has loaded: a signed-in
    // page then waits for one round trip less.
    prefetchAuthCheck(client);
    return client;
  });
  const [realtime] = useState(createRealtimeConnection);
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders queryClient={queryClient} realtime={realtime}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
