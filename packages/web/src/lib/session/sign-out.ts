import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageResponse } from "@proparena/contracts/auth";
import { apiFetch } from "../api-client";
import { clearToken } from "../auth-token";
import { sessionKeys } from "./session-keys";

/** POST /api/auth/signout (revokes the token on the server), then forgets it whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await apiFetch<MessageResponse>("/auth/signout", { method: "POST" });
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
