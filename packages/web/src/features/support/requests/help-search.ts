import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { HelpSearchResponse } from "@proparena/contracts/help";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** Help answers depend on the asker's account: under ["session"], dropped on sign-out. */
export const helpSearchKey = (query: string) => [...sessionKeys.all, "help", query] as const;

/** GET /help/search?q= -> the FAQ answers and rules that match, and the asker's own. */
export async function getHelpSearch(query: string): Promise<HelpSearchResponse> {
  return api("GET /help/search", { query: { q: query } });
}

/** Answers for `query` (already debounced); nothing is asked for an empty one. */
export function useHelpSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: helpSearchKey(q),
    queryFn: () => getHelpSearch(q),
    enabled: q.length > 0,
    // The previous answers stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
