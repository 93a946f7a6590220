import { useQuery } from "@tanstack/react-query";
import type { AgreementsResponse } from "@proparena/contracts/agreements";
import { apiFetch } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/session/session-keys";

/** The trader agreement and the trader's signatures; under ["session"]. */
export const agreementsKey = [...sessionKeys.all, "agreements"] as const;

/** GET /api/agreements -> {current, signedCurrent, signatures (newest first)}. */
export function getAgreements(): Promise<AgreementsResponse> {
  return apiFetch<AgreementsResponse>("/agreements");
}

export function useAgreements() {
  return useQuery({ queryKey: agreementsKey, queryFn: getAgreements });
}
