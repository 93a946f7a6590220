import { useQuery } from "@tanstack/react-query";
import type { Order } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { arenaKeys } from "../lib/arena-keys";

export const PENDING_ORDERS_LIMIT = 200;

/**
 * GET /accounts/:id/orders?status=pending&limit= -> {items, nextCursor}. A server that
 * ignores `status` returns every order; only the pending ones are kept.
 */
export async function getPendingOrders(accountId: string): Promise<Order[]> {
  const page = await api("GET /accounts/:id/orders", {
    params: { id: accountId },
    query: { status: "pending", limit: PENDING_ORDERS_LIMIT },
  });
  return page.items.filter((order) => order.status === "pending");
}

export function usePendingOrders(accountId: string | null) {
  return useQuery({
    queryKey: arenaKeys.pendingOrders(accountId ?? ""),
    queryFn: () => getPendingOrders(accountId as string),
    enabled: accountId !== null,
  });
}
