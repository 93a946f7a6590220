import { useQuery } from "@tanstack/react-query";
import type { Account } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { arenaKeys } from "../lib/arena-keys";

/** GET /accounts/:id -> Account with live objectives; 404 when it is not the trader's. */
export function getAccount(accountId: string): Promise<Account> {
  return api("GET /accounts/:id", { params: { id: accountId } });
}

/** Seeded from the accounts list; socket `account:update` keeps it current. */
export function useAccount(accountId: string | null, initialData?: Account) {
  return useQuery({
    queryKey: arenaKeys.account(accountId ?? ""),
    queryFn: () => getAccount(accountId as string),
    enabled: accountId !== null,
    initialData,
    staleTime: 30_000,
  });
}
