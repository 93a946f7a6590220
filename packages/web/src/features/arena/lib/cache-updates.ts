import type { QueryClient } from "@tanstack/react-query";
import type {
  Account,
  AccountsResponse,
  Order,
  Position,
  PositionsResponse,
} from "@proparena/contracts/trading";
import { arenaKeys } from "./arena-keys";

/**
 * One place that writes server truth (REST answers and socket events) into the query cache,
 * so a fill seen on the socket and the same fill in a POST answer end up identical.
 */

export function applyAccount(queryClient: QueryClient, account: Account): void {
  queryClient.setQueryData(arenaKeys.account(account.id), account);
  queryClient.setQueryData<AccountsResponse>(arenaKeys.accounts(), (current) => {
    if (!current) return current;
    const known = current.accounts.some((a) => a.id === account.id);
    return {
      accounts: known
        ? current.accounts.map((a) => (a.id === account.id ? account : a))
        : [...current.accounts, account],
    };
  });
}

export function upsertPosition(queryClient: QueryClient, position: Position): void {
  queryClient.setQueryData<PositionsResponse>(
    arenaKeys.positions(position.accountId),
    (current) => {
      if (!current) return current;
      const known = current.items.some((p) => p.id === position.id);
      return {
        items: known
          ? current.items.map((p) => (p.id === position.id ? position : p))
          : [...current.items, position],
      };
    },
  );
}

export function removePosition(queryClient: QueryClient, accountId: string, positionId: string) {
  queryClient.setQueryData<PositionsResponse>(arenaKeys.positions(accountId), (current) =>
    current ? { items: current.items.filter((p) => p.id !== positionId) } : current,
  );
}

/** Keeps the pending list exact: pending orders are upserted, filled/cancelled ones leave. */
export function applyOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData<Order[]>(arenaKeys.pendingOrders(order.accountId), (current) => {
    if (!current) return current;
    const rest = current.filter((o) => o.id !== order.id);
    if (order.status !== "pending") return rest;
    const known = rest.length !== current.length;
    return known ? current.map((o) => (o.id === order.id ? order : o)) : [order, ...current];
  });
}

/** A trade was realised: history reloads from its first page. */
export function refreshTrades(queryClient: QueryClient, accountId: string): void {
  void queryClient.invalidateQueries({ queryKey: arenaKeys.trades(accountId) });
}
