import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// The payouts on chain (issue 30): the trader's weeks, wallet and claims; the admin's close.

export const chainPayoutsKey = ["payouts", "chain"] as const;

/** GET /payouts/chain: the posted weeks with the trader's leaves, owed, claimed, accruing. */
export function useChainPayouts() {
  return useQuery({
    queryKey: chainPayoutsKey,
    queryFn: () => api("GET /payouts/chain"),
    // The leader books claims as it indexes the chain: the page follows.
    refetchInterval: 5_000,
  });
}

/** A change that moves what the page shows: refetch it afterwards. */
function useChainChange<T>(mutationFn: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chainPayoutsKey }),
  });
}

/** POST /wallet/claim: the platform sends the claim to the linked wallet. */
export const useRelayClaim = () => useChainChange(() => api("POST /wallet/claim"));

/** DELETE /wallet. */
export const useUnlinkWallet = () => useChainChange(() => api("DELETE /wallet"));

/** Any change the browser's wallet made (a link, a claim it sent). */
export const useWalletAction = <T>(run: () => Promise<T>) => useChainChange(run);

/** POST /admin/payout-weeks/close: the admin closes the running week now. */
export function useClosePayoutWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /admin/payout-weeks/close"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["payouts"] }),
  });
}
