import { useQuery } from "@tanstack/react-query";
import type { LeaderboardBoard, LeaderboardResponse } from "@proparena/contracts/public-site";
import { apiFetch } from "../../../lib/api-client";

export const LEADERBOARD_LIMIT = 50;

/** GET /api/leaderboard?board=&limit=&week=: a board of real accounts and payouts. */
export function getLeaderboard(
  board: LeaderboardBoard,
  week: string | null = null,
  offset = 0,
): Promise<LeaderboardResponse> {
  const search = new URLSearchParams({ board, limit: String(LEADERBOARD_LIMIT) });
  if (week) search.set("week", week);
  if (offset > 0) search.set("offset", String(offset));
  return apiFetch<LeaderboardResponse>(`/leaderboard?${search.toString()}`);
}

export function useLeaderboard(board: LeaderboardBoard, week: string | null = null, offset = 0) {
  return useQuery({
    queryKey: ["leaderboard", board, week, offset],
    queryFn: () => getLeaderboard(board, week, offset),
    staleTime: 30_000,
  });
}
