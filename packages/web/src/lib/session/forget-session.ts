import { useQueryClient } from "@tanstack/react-query";
import { clearToken } from "../auth-token";
import { sessionKeys } from "./session-keys";

/**
 * Forgets this browser's session after the server ended every one of the account's (a new
 * password from a reset link, an undone e-mail change): the token and what was read with it.
 */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    clearToken();
    queryClient.removeQueries({ queryKey: sessionKeys.all });
  };
}
