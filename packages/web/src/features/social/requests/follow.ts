import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FollowState } from "@proparena/contracts/social";
import { api } from "../../../lib/api";
import { followingKey } from "./get-following";

const followStateKey = (publicId: string) => ["social", "follow", publicId] as const;

/** GET /openbook/:publicId/me -> whether the signed-in trader follows them (or is them). */
export function getFollowState(publicId: string): Promise<FollowState> {
  return api("GET /openbook/:publicId/me", { params: { publicId } });
}

export function useFollowState(publicId: string, signedIn: boolean) {
  return useQuery({
    queryKey: followStateKey(publicId),
    queryFn: () => getFollowState(publicId),
    enabled: signedIn,
  });
}

/**
 * Follow (PUT, with the e-mail choice; following again changes the choice) or unfollow
 * (DELETE). Either answers the new state, which replaces the cached one.
 */
export function useSetFollow(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { follow: false } | { follow: true; emailNotices: boolean }) =>
      change.follow
        ? api("PUT /openbook/:publicId/follow", {
            params: { publicId },
            body: { emailNotices: change.emailNotices },
          })
        : api("DELETE /openbook/:publicId/follow", { params: { publicId } }),
    onSuccess: (state) => {
      queryClient.setQueryData(followStateKey(publicId), state);
      void queryClient.invalidateQueries({ queryKey: followingKey });
      void queryClient.invalidateQueries({ queryKey: ["openbook", "trader", publicId] });
    },
  });
}
