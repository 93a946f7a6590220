import { useMutation } from "@tanstack/react-query";
import type { SigninCodeBody, SigninResponse } from "@proparena/contracts/auth";
import { api } from "../../../lib/api";
import { useStartSession } from "./sign-in";

/**
 * POST /auth/signin/code {attempt, code} -> {token, user}: the second step of a sign-in
 * whose password was right. 401 SIGN_IN_CODE_INVALID with `codesLeft` (the `code` issue says how
 * many tries are left), 401 SIGN_IN_ATTEMPT_ENDED (too many codes, too old: the password is
 * needed again), 429 TWO_FACTOR_DELAYED with `retryAfterSeconds` (codes from the app wait;
 * recovery codes do not).
 */
export function signInWithCode(body: SigninCodeBody): Promise<SigninResponse> {
  return api("POST /auth/signin/code", { body });
}

export function useSignInCode() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: signInWithCode, onSuccess: startSession });
}
