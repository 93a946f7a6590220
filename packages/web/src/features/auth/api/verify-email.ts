import { useQuery } from "@tanstack/react-query";
import type { MessageResponse } from "@proparena/contracts/auth";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/auth/verify-email {token} -> 200 {message}; 400 expired, used or malformed. */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/auth/verify-email", { method: "POST", body: { token } });
}

/**
 * Runs the single-use verification once per token when the link page opens. A query (not a
 * mutation) so that remounts, StrictMode and focus changes never send the token twice.
 */
export function useVerifyEmail(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ["verify-email", token],
    queryFn: () => verifyEmail(token),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
