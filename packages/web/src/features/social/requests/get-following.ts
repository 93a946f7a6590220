import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const followingKey = ["social", "following"] as const;

/** GET /social/following -> the traders the signed-in trader follows. */
export function getFollowing() {
  return api("GET /social/following");
}

export function useFollowing() {
  return useQuery({ queryKey: followingKey, queryFn: getFollowing });
}
