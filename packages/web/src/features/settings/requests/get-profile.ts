import { useQuery } from "@tanstack/react-query";
import type { Profile } from "@proparena/contracts/account-settings";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** The trader's profile; under ["session"], so signing out or in drops it. */
export const accountProfileKey = [...sessionKeys.all, "account-profile"] as const;

/** GET /account/profile -> {profile}. */
export async function getProfile(): Promise<Profile> {
  const { profile } = await api("GET /account/profile");
  return profile;
}

export function useProfile() {
  return useQuery({ queryKey: accountProfileKey, queryFn: getProfile });
}
