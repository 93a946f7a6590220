import { useQuery } from "@tanstack/react-query";
import type { LeaderboardBoard, LeaderboardResponse } from "@proparena/contracts/public-site";
import { apiFetch } from "../../../lib/api-client";

export const LEADERBOARD_LIMIT = 50;

/** GET /api/leaderboard?board=&limit=: real accounts ranked by percent gain. */
export function getLeaderboard(board: LeaderboardBoard): Promise<LeaderboardResponse> {
  const search = new URLSearchParams({ board, limit: String(LEADERBOARD_LIMIT) });
  return apiFetch<LeaderboardResponse>(`/leaderboard?${search.toString()}`);
}

export function useLeaderboard(board: LeaderboardBoard) {
  return useQuery({
    queryKey: ["leaderboard", board],
    queryFn: () => getLeaderboard(board),
    staleTime: 30_000,
  });
}
