import { useMutation } from "@tanstack/react-query";
import type { JournalReplayResponse } from "@proparena/contracts/journal-replay";
import { api } from "../../../lib/api";

/**
 * POST /admin/accounts/:id/journal-replay -> the account replayed from the journal and compared
 * with the stored decisions and figures (404 unknown account; 409 while another replay runs or
 * when the history is too long to replay in a request).
 */
export function replayAccountJournal(accountId: string): Promise<JournalReplayResponse> {
  return api("POST /admin/accounts/:id/journal-replay", { params: { id: accountId } });
}

/** Runs the replay on demand (it is seconds of work on the server, never run by itself). */
export function useReplayAccountJournal(accountId: string) {
  return useMutation({ mutationFn: () => replayAccountJournal(accountId) });
}
