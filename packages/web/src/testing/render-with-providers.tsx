import { render } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AppProviders } from "../app/providers";
import { createQueryClient } from "../lib/query-client";
import type { RealtimeConnection } from "../lib/socket";

/**
 * Renders `ui` inside the app's providers (query client, realtime, toasts), as a screen sees
 * them. Features' tests use this rather than importing src/app themselves.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    queryClient = createQueryClient(),
    realtime = null,
  }: { queryClient?: QueryClient; realtime?: RealtimeConnection | null } = {},
) {
  const view = render(
    <AppProviders queryClient={queryClient} realtime={realtime}>
      {ui}
    </AppProviders>,
  );
  return { ...view, queryClient };
}
