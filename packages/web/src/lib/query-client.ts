import { QueryClient } from "@tanstack/react-query";
import { isApiRequestError } from "./api-client";

/** 4xx answers are final; network failures and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export interface QueryClientOptions {
  /**
   * The wait before each retry, in ms (default: TanStack Query's backoff, 1 s then 2 s). Tests
   * pass 0: the retries still happen, without three seconds of waiting per failing page.
   */
  retryDelayMs?: number;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const { retryDelayMs } = options;
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
        staleTime: 15_000,
      },
      mutations: { retry: false },
    },
  });
}
