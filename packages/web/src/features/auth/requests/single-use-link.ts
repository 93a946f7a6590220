/**
 * Query options for a single-use link's request: it runs once per token and is never retried
 * or refetched (a second send would find the token spent), so remounts, StrictMode and focus
 * changes keep the first answer.
 */
export const SINGLE_USE_LINK_QUERY = {
  retry: false,
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
