import { useMutation } from "@tanstack/react-query";
import type { EmailBody } from "@proparena/contracts/auth";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/verify-email/resend {email} -> 202 (also when there is nothing to send). */
export async function resendVerification(body: EmailBody): Promise<void> {
  await apiRequest<unknown>("/auth/verify-email/resend", { method: "POST", body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
