import { useMutation } from "@tanstack/react-query";
import type { ChangeEmailBody } from "@proparena/contracts/account-settings";
import { apiFetch } from "../../../lib/api-client";

export interface ChangeEmailResponse {
  message: string;
  /** Where the confirmation link went; the address changes only when it is followed. */
  pendingEmail: string;
}

/**
 * POST /api/account/email {newEmail, currentPassword} -> {message, pendingEmail}. A wrong
 * password, or the trader's own address, is a 400 whose `issues` name the field.
 */
export function changeEmail(body: ChangeEmailBody): Promise<ChangeEmailResponse> {
  return apiFetch<ChangeEmailResponse>("/account/email", { method: "POST", body });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
