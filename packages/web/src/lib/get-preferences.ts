import { useQuery } from "@tanstack/react-query";
import type { Preferences } from "@proparena/contracts/account-settings";
import { api } from "./api";
import { sessionKeys } from "./session/session-keys";

/** The signed-in trader's preferences; under ["session"], so signing out or in drops them. */
export const preferencesQueryKey = [...sessionKeys.all, "preferences"] as const;

/** GET /account/preferences -> {preferences}. */
export async function getPreferences(): Promise<Preferences> {
  const { preferences } = await api("GET /account/preferences");
  return preferences;
}

/** The preferences (the app applies sound and motion from them; settings edits them). */
export function usePreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: preferencesQueryKey, queryFn: getPreferences, enabled });
}
