import { useQuery } from "@tanstack/react-query";
import type { MerchOrdersPage } from "@proparena/contracts/merch";
import { api } from "../../../lib/api";

export const merchOrdersKey = ["merch-orders", "mine"] as const;

/** GET /merch/orders?limit=50 -> the trader's newest orders. */
export function getMerchOrders(): Promise<MerchOrdersPage> {
  return api("GET /merch/orders", { query: { limit: 50 } });
}

/** The trader's orders, read again every 2 s while one waits for its payment to be confirmed. */
export function useMerchOrders() {
  return useQuery({
    queryKey: merchOrdersKey,
    queryFn: getMerchOrders,
    refetchInterval: (query) =>
      query.state.data?.items.some((order) => order.status === "pending") ? 2_000 : false,
  });
}
