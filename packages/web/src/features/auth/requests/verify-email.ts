import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  MessageResponse,
  ResetPasswordBody,
  VerifyEmailBody,
} from "@proparena/contracts/auth";
import { api } from "../../../lib/api";
import { SINGLE_USE_LINK_QUERY } from "./single-use-link";

/**
 * POST /auth/verify-email {token, password?} -> 200 {message}; 400 LINK_INVALID (expired,
 * used or malformed); 400 PASSWORD_REQUIRED for a link sent again, which carries no password:
 * the page asks for one and sends it with the token.
 */
export function verifyEmail(body: VerifyEmailBody): Promise<MessageResponse> {
  return api("POST /auth/verify-email", { body });
}

/**
 * Runs the single-use verification once per token when the link page opens. A query (not a
 * mutation) so that remounts, StrictMode and focus changes never send the token twice.
 */
export function useVerifyEmail(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ["verify-email", token],
    queryFn: () => verifyEmail({ token }),
    enabled,
    ...SINGLE_USE_LINK_QUERY,
  });
}

/** The same link again, with the password chosen on its page (after PASSWORD_REQUIRED). */
export function useVerifyEmailWithPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => verifyEmail(body) });
}
