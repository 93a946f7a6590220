import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Preferences } from "@proparena/contracts/account-settings";
import { api } from "./api";
import { preferencesQueryKey } from "./get-preferences";

/** PATCH /account/preferences with any of the fields -> {preferences} (all of them). */
export async function updatePreferences(body: Partial<Preferences>): Promise<Preferences> {
  const { preferences } = await api("PATCH /account/preferences", { body });
  return preferences;
}

/** Saves a change; the answer replaces the cached preferences, which the app then applies. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
