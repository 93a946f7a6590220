import { useQuery } from "@tanstack/react-query";
import type { LeaderboardBoard, LeaderboardResponse } from "@proparena/contracts/public-site";
import { api } from "../../../lib/api";

export const LEADERBOARD_LIMIT = 50;

/** GET /leaderboard?board=&limit=&week=: a board of real accounts and payouts. */
export function getLeaderboard(
  board: LeaderboardBoard,
  week: string | null = null,
  offset = 0,
): Promise<LeaderboardResponse> {
  return api("GET /leaderboard", {
    query: { board, limit: LEADERBOARD_LIMIT, week, offset: offset > 0 ? offset : undefined },
  });
}

export function useLeaderboard(board: LeaderboardBoard, week: string | null = null, offset = 0) {
  return useQuery({
    queryKey: ["leaderboard", board, week, offset],
    queryFn: () => getLeaderboard(board, week, offset),
    staleTime: 30_000,
  });
}
