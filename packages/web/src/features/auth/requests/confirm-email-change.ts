import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";
import type { ConfirmEmailChangeResponse } from "@proparena/contracts/account-settings";
import { SINGLE_USE_LINK_QUERY } from "./single-use-link";

/**
 * POST /auth/email-change/confirm {token} -> {message, email}; 400 LINK_INVALID for a bad,
 * expired or used link; 409 when the address was taken in the meantime.
 */
export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  return api("POST /auth/email-change/confirm", { body: { token } });
}

/**
 * Follows the single-use link once per token when its page opens (a query, like the e-mail
 * verification, so remounts never send it twice). A signed-in browser then re-reads the session
 * and profile, which show the new address.
 */
export function useConfirmEmailChange(token: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["confirm-email-change", token],
    queryFn: async () => {
      const result = await confirmEmailChange(token);
      // A session check sent alongside may answer with the old address: ask again.
      await queryClient.cancelQueries({ queryKey: sessionKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return result;
    },
    enabled,
    ...SINGLE_USE_LINK_QUERY,
  });
}
