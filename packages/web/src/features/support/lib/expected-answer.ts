import type { AnswerTime } from "@proparena/contracts/help";
import { describeEstimate, expectedAnswerAt } from "@proparena/domain/support-answer-time";
import { formatLocalDateTime } from "../../../lib/format-local-time";

/**
 * "We usually answer in about 3 hours (the median first answer of ...)." from the data, or
 * "We answer within two business days (our stated service level: ...)." without enough of it.
 */
export function usualAnswer(answerTime: AnswerTime): string {
  const basis = describeEstimate(answerTime);
  return answerTime.basis === "median" ? `We usually answer in ${basis}.` : `We answer ${basis}.`;
}

/**
 * "Expected by Jan 13, 2026, 10:00 AM: about 3 hours (...)": when a ticket waiting since
 * `waitingSince` (the trader's last message) can expect our answer, and on what basis.
 */
export function expectedAnswer(answerTime: AnswerTime, waitingSince: string): string {
  const at = expectedAnswerAt(new Date(waitingSince).getTime(), answerTime);
  return `Expected by ${formatLocalDateTime(new Date(at).toISOString())}: ${describeEstimate(answerTime)}.`;
}
