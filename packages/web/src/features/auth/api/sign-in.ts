import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SigninBody, SigninResponse } from "@proparena/contracts/auth";
import { apiFetch } from "../../../lib/api-client";
import { setToken } from "../../../lib/auth-token";
import type { AuthCheck } from "../../../lib/session/check-auth";
import { sessionKeys } from "../../../lib/session/session-keys";

/** POST /api/auth/signin -> {token, user}; 401 wrong credentials, 403 EMAIL_NOT_VERIFIED, 429 rate limited. */
export function signIn(body: SigninBody): Promise<SigninResponse> {
  return apiFetch<SigninResponse>("/auth/signin", { method: "POST", body });
}

/** Signs in, stores the token and primes the session check so guards pass without a second call. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ token, user }) => {
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      const session: AuthCheck = { signedIn: true, user };
      queryClient.setQueryData(sessionKeys.check(token), session);
      setToken(token);
    },
  });
}
