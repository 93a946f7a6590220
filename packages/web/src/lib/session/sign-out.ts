import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { clearToken } from "../auth-token";
import { sessionKeys } from "./session-keys";

/** POST /auth/signout (revokes the token on the server), then forgets it whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await api("POST /auth/signout");
  } catch (error) {
    console.warn("Sign-out request failed; the token is removed locally anyway.", error);
  } finally {
    clearToken();
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: sessionKeys.all });
    },
  });
}
