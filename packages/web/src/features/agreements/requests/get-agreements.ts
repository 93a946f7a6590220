import { useQuery } from "@tanstack/react-query";
import type { AgreementsResponse } from "@proparena/contracts/agreements";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** The trader agreement and the trader's signatures; under ["session"]. */
export const agreementsKey = [...sessionKeys.all, "agreements"] as const;

/** GET /agreements -> {current, signedCurrent, signatures (newest first)}. */
export function getAgreements(): Promise<AgreementsResponse> {
  return api("GET /agreements");
}

export function useAgreements() {
  return useQuery({ queryKey: agreementsKey, queryFn: getAgreements });
}
