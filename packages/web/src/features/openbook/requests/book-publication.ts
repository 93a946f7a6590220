import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicationResponse } from "@proparena/contracts/openbook";
import { api } from "../../../lib/api";

const publicationKey = (accountId: string) => ["openbook", "publication", accountId] as const;

/** GET /accounts/:id/publication -> whether the account's book is public, and where. Own only. */
export function getPublication(accountId: string): Promise<PublicationResponse> {
  return api("GET /accounts/:id/publication", { params: { id: accountId } });
}

export function useBookPublication(accountId: string) {
  return useQuery({
    queryKey: publicationKey(accountId),
    queryFn: () => getPublication(accountId),
  });
}

/** PUT /accounts/:id/publication {published}: publish a Beta or challenge book, or stop. */
export function useSetPublication(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      api("PUT /accounts/:id/publication", { params: { id: accountId }, body: { published } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(publicationKey(accountId), answer);
      void queryClient.invalidateQueries({ queryKey: ["openbook", "list"] });
    },
  });
}
