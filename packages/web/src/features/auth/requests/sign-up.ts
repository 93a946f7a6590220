import { useMutation } from "@tanstack/react-query";
import type { SignupBody, SignupResponse } from "@proparena/contracts/auth";
import { api } from "../../../lib/api";

/** POST /auth/signup -> 201 {email, message}, the same whether or not the email is taken. */
export function signUp(body: SignupBody): Promise<SignupResponse> {
  return api("POST /auth/signup", { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
