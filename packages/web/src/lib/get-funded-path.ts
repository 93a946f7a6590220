import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { FundedPath } from "@proparena/contracts/funded-path";
import { api } from "./api";
import { accountsQueryKey } from "./get-accounts";
import { sessionKeys } from "./session/session-keys";

/** What stands between a passed phase II account and its funded account; under ["session"]. */
export const fundedPathKey = [...sessionKeys.all, "funded-path"] as const;

/** GET /account/funded-path -> {fundedPath}. */
export async function getFundedPath(): Promise<FundedPath> {
  const { fundedPath } = await api("GET /account/funded-path");
  return fundedPath;
}

export function useFundedPath() {
  return useQuery({ queryKey: fundedPathKey, queryFn: getFundedPath });
}

/**
 * After a KYC submission or a signature: the funded path changed, and a funded account may have
 * opened, so the accounts list is refetched too.
 */
export function invalidateFundedPath(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: fundedPathKey });
  void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
}
