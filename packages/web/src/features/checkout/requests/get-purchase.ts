import { useQuery } from "@tanstack/react-query";
import type { Purchase } from "@proparena/contracts/checkout";
import { api } from "../../../lib/api";

/** GET /purchases/:id (404 when it is not the trader's). */
export async function getPurchase(id: string): Promise<Purchase> {
  return (await api("GET /purchases/:id", { params: { id } })).purchase;
}

/** The purchase, polled every second while the payment is being confirmed. */
export function usePurchase(id: string | null) {
  return useQuery({
    queryKey: ["purchases", id],
    queryFn: () => getPurchase(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 1_000 : false),
  });
}
