import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client";
import { createRealtimeConnection } from "../lib/socket";
import { AppProviders } from "./providers";
import { appRoutes } from "./routes";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [realtime] = useState(createRealtimeConnection);
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders queryClient={queryClient} realtime={realtime}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
