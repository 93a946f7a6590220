import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AgreementSignature,
  AgreementsResponse,
  SignAgreementBody,
} from "@proparena/contracts/agreements";
import { apiFetch, isApiRequestError } from "../../../lib/api-client";
import { invalidateFundedPath } from "../../../lib/get-funded-path";
import { agreementsKey } from "./get-agreements";

export interface SignAgreementResult {
  signature: AgreementSignature;
  openedFundedAccountId: string | null;
}

/** The 409 code of a signature for a version that is no longer the current one. */
export const AGREEMENT_OUTDATED = "AGREEMENT_OUTDATED";

export function isAgreementOutdated(error: unknown): boolean {
  return isApiRequestError(error) && error.code === AGREEMENT_OUTDATED;
}

/** POST /api/agreements/sign -> {signature, openedFundedAccountId}. */
export function signAgreement(body: SignAgreementBody): Promise<SignAgreementResult> {
  return apiFetch<SignAgreementResult>("/agreements/sign", { method: "POST", body });
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
