import { useMutation } from "@tanstack/react-query";
import type { EmailBody } from "@proparena/contracts/auth";
import { api } from "../../../lib/api";

/** POST /auth/verify-email/resend {email} -> 202 (also when there is nothing to send). */
export async function resendVerification(body: EmailBody): Promise<void> {
  await api("POST /auth/verify-email/resend", { body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
