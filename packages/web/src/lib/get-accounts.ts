import { useQuery } from "@tanstack/react-query";
import type { AccountsResponse } from "@proparena/contracts/trading";
import { api } from "./api";

/** The query key of the trader's accounts; socket events and the arena write into it too. */
export const accountsQueryKey = ["accounts"] as const;

/** GET /accounts -> {accounts}: the signed-in trader's accounts, every status. */
export function getAccounts(): Promise<AccountsResponse> {
  return api("GET /accounts");
}

export function useAccounts() {
  // Always fresh on mount: an account bought a moment ago must be listed (arena switcher, dashboard).
  return useQuery({
    queryKey: accountsQueryKey,
    queryFn: getAccounts,
    refetchOnMount: "always",
  });
}
