import { useMutation } from "@tanstack/react-query";
import type { EmailBody } from "@proparena/contracts/auth";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/reset-password/request {email} -> 202 always (no account enumeration). */
export async function requestPasswordReset(body: EmailBody): Promise<void> {
  await apiRequest<unknown>("/auth/reset-password/request", { method: "POST", body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
