import { useQuery } from "@tanstack/react-query";
import type { AccountsResponse } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { arenaKeys } from "../lib/arena-keys";

/** GET /api/accounts -> {accounts}: the signed-in trader's accounts, every status. */
export function getAccounts(): Promise<AccountsResponse> {
  return apiFetch<AccountsResponse>("/accounts");
}

export function useAccounts() {
  // Always fresh on entering the arena: an account bought a moment ago must be in the switcher.
  return useQuery({
    queryKey: arenaKeys.accounts(),
    queryFn: getAccounts,
    refetchOnMount: "always",
  });
}
