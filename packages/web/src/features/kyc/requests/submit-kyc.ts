import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { KycSubmission, MyKycResponse, SubmitKycBody } from "@proparena/contracts/kyc";
import { isApiRequestError } from "../../../lib/api-client";
import { api } from "../../../lib/api";
import { invalidateFundedPath } from "../../../lib/get-funded-path";
import { kycKey } from "./get-kyc";

/**
 * POST /kyc -> 201 {submission}. A bad field is a 400 whose `issues` name it; a submission
 * already waiting or approved is a 409.
 */
export async function submitKyc(body: SubmitKycBody): Promise<KycSubmission> {
  const { submission } = await api("POST /kyc", { body });
  return submission;
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (submission) => {
      queryClient.setQueryData<MyKycResponse>(kycKey, (current) => ({
        status: "submitted",
        submissions: [submission, ...(current?.submissions ?? [])],
      }));
      invalidateFundedPath(queryClient);
    },
    onError: (error) => {
      // A 409: a submission already waits or was approved (another tab?): show what it is.
      if (isApiRequestError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: kycKey });
    },
  });
}
