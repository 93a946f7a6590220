import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToastProvider } from "../components/toast";
import { RealtimeProvider } from "../lib/realtime-context";
import type { RealtimeConnection } from "../lib/socket";

/** Everything the screens expect around them. The app and the tests both use this. */
export function AppProviders({
  queryClient,
  realtime = null,
  children,
}: {
  queryClient: QueryClient;
  realtime?: RealtimeConnection | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider connection={realtime}>
        <ToastProvider>{children}</ToastProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
