import { useQuery } from "@tanstack/react-query";
import type { RanksResponse } from "@proparena/contracts/ranks";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** The trader's ranks and milestones; under ["session"], so signing out or in drops them. */
export const accountRanksKey = [...sessionKeys.all, "account-ranks"] as const;

/** GET /account/ranks -> {current, ranks, milestones}. */
export function getRanks(): Promise<RanksResponse> {
  return api("GET /account/ranks");
}

export function useRanks() {
  return useQuery({ queryKey: accountRanksKey, queryFn: getRanks });
}
