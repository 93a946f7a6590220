import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from "@proparena/contracts/api-keys";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** The trader's API keys; under ["session"], so signing out drops them. */
export const apiKeysKey = [...sessionKeys.all, "api-keys"] as const;

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysKey, queryFn: () => api("GET /account/api-keys") });
}

/** POST /account/api-keys: the answer holds the key itself, shown this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation<CreatedApiKey, Error, CreateApiKeyBody>({
    mutationFn: (body) => api("POST /account/api-keys", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

/** DELETE /account/api-keys/:id: the key stops working at once, everywhere. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation<ApiKey, Error, string>({
    mutationFn: (id) => api("DELETE /account/api-keys/:id", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
