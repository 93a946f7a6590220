/** The leaderboards of spec §1; `?board=<id>` on /leaderboard selects one. */
export const BOARDS = [
  {
    id: "phase-1",
    name: "Phase 1 Challengers",
    description:
      "Traders in the Phase I evaluation (Tenderfoot), ranked by progress to the 8% target.",
  },
  {
    id: "phase-2",
    name: "Phase 2 Challengers",
    description:
      "Traders in the Phase II evaluation (Journeyman), ranked by progress to the 5% target.",
  },
  {
    id: "funded",
    name: "Funded",
    description: "Funded traders (Prodigy), ranked by this week's gain.",
  },
  {
    id: "cumulative",
    name: "Cumulative",
    description: "Traders by every payout they have received.",
  },
  {
    id: "historical",
    name: "Historical",
    description: "Each settled week's payouts and jackpots, week by week.",
  },
] as const;

export type BoardId = (typeof BOARDS)[number]["id"];

export const DEFAULT_BOARD: BoardId = "phase-1";

export function findBoard(id: string | null) {
  return BOARDS.find((board) => board.id === id) ?? null;
}
