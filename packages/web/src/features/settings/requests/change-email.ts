import { useMutation } from "@tanstack/react-query";
import type { ChangeEmailBody, ChangeEmailResponse } from "@proparena/contracts/account-settings";
import { api } from "../../../lib/api";

/**
 * POST /account/email {newEmail, currentPassword} -> {message, pendingEmail}. A wrong
 * password, or the trader's own address, is a 400 whose `issues` name the field.
 */
export function changeEmail(body: ChangeEmailBody): Promise<ChangeEmailResponse> {
  return api("POST /account/email", { body });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
