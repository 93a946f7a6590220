import { useQuery } from "@tanstack/react-query";
import type { AnswerTime } from "@proparena/contracts/help";
import { api } from "../../../lib/api";
import { supportKeys } from "./get-support-tickets";

export const answerTimeKey = [...supportKeys.all, "answer-time"] as const;

/** GET /support/answer-time -> {answerTime}: how long a ticket waits for our first answer. */
export async function getAnswerTime(): Promise<AnswerTime> {
  const { answerTime } = await api("GET /support/answer-time");
  return answerTime;
}

export function useAnswerTime() {
  return useQuery({ queryKey: answerTimeKey, queryFn: getAnswerTime, staleTime: 5 * 60_000 });
}
