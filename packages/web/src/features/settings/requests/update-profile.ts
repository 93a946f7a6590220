import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile, UpdateProfileBody } from "@proparena/contracts/account-settings";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";
import { accountProfileKey } from "./get-profile";

/**
 * PATCH /account/profile with any of {name, country, region (null clears), timeZone}
 * -> {profile}. A country, region or zone outside the reference data, or an empty name, is a
 * 400 VALIDATION_ERROR whose `issues` name the field; nothing changes then.
 */
export async function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  const { profile } = await api("PATCH /account/profile", { body });
  return profile;
}

/** Every session check, whatever token it was asked with (the header shows the user's name). */
const authCheckPrefix = sessionKeys.check(null).slice(0, 2);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountProfileKey, profile);
      void queryClient.invalidateQueries({ queryKey: authCheckPrefix });
    },
  });
}
