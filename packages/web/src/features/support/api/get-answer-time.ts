import { useQuery } from "@tanstack/react-query";
import type { AnswerTime } from "@proparena/contracts/help";
import { apiFetch } from "../../../lib/api-client";
import { supportKeys } from "./get-support-tickets";

export const answerTimeKey = [...supportKeys.all, "answer-time"] as const;

/** GET /api/support/answer-time -> {answerTime}: how long a ticket waits for our first answer. */
export async function getAnswerTime(): Promise<AnswerTime> {
  const { answerTime } = await apiFetch<{ answerTime: AnswerTime }>("/support/answer-time");
  return answerTime;
}

export function useAnswerTime() {
  return useQuery({ queryKey: answerTimeKey, queryFn: getAnswerTime, staleTime: 5 * 60_000 });
}
