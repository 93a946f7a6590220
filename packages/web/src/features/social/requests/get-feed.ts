import { useInfiniteQuery } from "@tanstack/react-query";
import type { FeedResponse } from "@proparena/contracts/social";
import { api } from "../../../lib/api";

export const feedKey = ["social", "feed"] as const;
/** The feed is read again this often while it is open: its items arrive after a delay. */
const FEED_REFRESH_MS = 30_000;

/** GET /social/feed?cursor= -> the followed traders' trades, newest first, each after the delay. */
export function getFeed(cursor: string | null): Promise<FeedResponse> {
  return api("GET /social/feed", { query: { cursor } });
}

export function useFeed() {
  return useInfiniteQuery({
    queryKey: feedKey,
    queryFn: ({ pageParam }) => getFeed(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: FEED_REFRESH_MS,
  });
}
