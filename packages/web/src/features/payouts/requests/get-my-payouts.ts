import { useQuery } from "@tanstack/react-query";
import type { PayoutCredit } from "@proparena/contracts/payouts";
import { api } from "../../../lib/api";

export type MyPayout = PayoutCredit & { merkleRoot: string };

/** GET /payouts/mine: what the trader was paid, week by week, with proofs. */
export async function getMyPayouts(): Promise<MyPayout[]> {
  return (await api("GET /payouts/mine")).credits;
}

export function useMyPayouts() {
  return useQuery({ queryKey: ["payouts", "mine"], queryFn: getMyPayouts });
}
