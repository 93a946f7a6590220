import { useQuery } from "@tanstack/react-query";
import type { IntegrityPolicy } from "@proparena/contracts/integrity";
import { api } from "../../../lib/api";

/** GET /integrity/policy -> the published integrity policy (public; the rules page shows it). */
export async function getIntegrityPolicy(): Promise<IntegrityPolicy> {
  const { policy } = await api("GET /integrity/policy");
  return policy;
}

export function useIntegrityPolicy() {
  return useQuery({ queryKey: ["integrity-policy"], queryFn: getIntegrityPolicy });
}
