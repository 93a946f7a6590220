import { useQuery } from "@tanstack/react-query";
import type { MyKycResponse } from "@proparena/contracts/kyc";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** The trader's identity verification; under ["session"], so signing out drops it. */
export const kycKey = [...sessionKeys.all, "kyc"] as const;

/** GET /kyc -> {status, submissions (newest first)}. */
export function getKyc(): Promise<MyKycResponse> {
  return api("GET /kyc");
}

export function useKyc() {
  return useQuery({ queryKey: kycKey, queryFn: getKyc });
}
