import { useMutation } from "@tanstack/react-query";
import type { EmailBody } from "@proparena/contracts/auth";
import { api } from "../../../lib/api";

/** POST /auth/reset-password/request {email} -> 202 always (no account enumeration). */
export async function requestPasswordReset(body: EmailBody): Promise<void> {
  await api("POST /auth/reset-password/request", { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
