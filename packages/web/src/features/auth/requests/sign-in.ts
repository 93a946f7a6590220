import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  signinErrorSchema,
  type SigninBody,
  type SigninError,
  type SigninResponse,
} from "@proparena/contracts/auth";
import { errorDetails } from "../../../lib/api-client";
import { api } from "../../../lib/api";
import { setToken } from "../../../lib/auth-token";
import type { AuthCheck } from "../../../lib/session/check-auth";
import { sessionKeys } from "../../../lib/session/session-keys";

/**
 * POST /auth/signin -> {token, user}; 401 wrong credentials, 401 TWO_FACTOR_REQUIRED with
 * the `attempt` the code step sends (api/sign-in-code.ts), 403 EMAIL_NOT_VERIFIED, 429 rate limited.
 */
export function signIn(body: SigninBody): Promise<SigninResponse> {
  return api("POST /auth/signin", { body });
}

/** The fields a sign-in refusal adds (`attempt`, `codesLeft`, `retryAfterSeconds`), if any. */
export function signinErrorDetails(error: unknown): SigninError | null {
  return errorDetails(error, signinErrorSchema);
}

/**
 * What a sign-in's success does, either step: stores the token and primes the session check
 * so guards pass without a second call.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return ({ token, user }: SigninResponse) => {
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    const session: AuthCheck = { signedIn: true, user };
    queryClient.setQueryData(sessionKeys.check(token), session);
    setToken(token);
  };
}

export function useSignIn() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: signIn, onSuccess: startSession });
}
