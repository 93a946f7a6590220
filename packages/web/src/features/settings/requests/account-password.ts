import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
} from "@proparena/contracts/account-settings";
import { api } from "../../../lib/api";
import { accountSessionsKey } from "./get-sessions";

/**
 * POST /account/password {currentPassword, newPassword} -> {message, endedSessions}.
 * This session stays signed in; every other one ends. A wrong current password or a weak new
 * one is a 400 VALIDATION_ERROR whose `issues` name the field; 429 when tried too often.
 */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return api("POST /account/password", { body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other sessions were just ended: the list shrinks to this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
