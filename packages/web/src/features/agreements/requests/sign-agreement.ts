import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AgreementsResponse,
  SignAgreementBody,
  SignAgreementResponse,
} from "@proparena/contracts/agreements";
import { isApiRequestError } from "../../../lib/api-client";
import { api } from "../../../lib/api";
import { invalidateFundedPath } from "../../../lib/get-funded-path";
import { agreementsKey } from "./get-agreements";

/** The 409 code of a signature for a version that is no longer the current one. */
export const AGREEMENT_OUTDATED = "AGREEMENT_OUTDATED";

export function isAgreementOutdated(error: unknown): boolean {
  return isApiRequestError(error) && error.code === AGREEMENT_OUTDATED;
}

/** POST /agreements/sign -> {signature, openedFundedAccountId}. */
export function signAgreement(body: SignAgreementBody): Promise<SignAgreementResponse> {
  return api("POST /agreements/sign", { body });
}

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAgreement,
    onSuccess: ({ signature }) => {
      queryClient.setQueryData<AgreementsResponse>(agreementsKey, (current) =>
        current && current.current.version === signature.version
          ? {
              ...current,
              signedCurrent: signature,
              signatures: [signature, ...current.signatures.filter((s) => s.id !== signature.id)],
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: agreementsKey });
      invalidateFundedPath(queryClient);
    },
    onError: (error) => {
      // A newer version was published while the trader read: fetch it.
      if (isAgreementOutdated(error))
        void queryClient.invalidateQueries({ queryKey: agreementsKey });
    },
  });
}
