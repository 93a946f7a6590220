import { describeDuration } from "../core/durations";

/**
 * When a support ticket can expect its answer, said honestly: from the data (the median time
 * our team took to first answer recent tickets) when there are enough recent answers to be
 * meaningful, and otherwise the service level we state (two business days), named as such.
 */

/** The service level stated to traders when there is too little data for a median. */
export const SUPPORT_SERVICE_LEVEL = { businessDays: 2, text: "two business days" } as const;

/** Fewer first answers than this in the window and the median says little: use the level. */
export const MIN_ANSWER_SAMPLES = 5;
/** Only tickets opened this recently count, and at most the newest MAX_ANSWER_SAMPLES. */
export const ANSWER_WINDOW_DAYS = 90;
export const MAX_ANSWER_SAMPLES = 50;

export type AnswerTimeEstimate =
  | {
      readonly basis: "median";
      /** The median first-answer time, in whole minutes (rounded up). */
      readonly minutes: number;
      /** How many answered tickets it is the median of. */
      readonly sampleSize: number;
    }
  | {
      readonly basis: "serviceLevel";
      readonly businessDays: number;
      /** How many answered tickets there were (fewer than MIN_ANSWER_SAMPLES). */
      readonly sampleSize: number;
    };

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The estimate from recent first-answer times (ms from a ticket being opened to our first
 * reply): their median when there are at least MIN_ANSWER_SAMPLES, the stated service level
 * otherwise. Negative or non-finite times are ignored.
 */
export function answerTimeEstimate(firstAnswerMs: readonly number[]): AnswerTimeEstimate {
  const samples = firstAnswerMs.filter((ms) => Number.isFinite(ms) && ms >= 0);
  const middle = median(samples);
  if (middle === null || samples.length < MIN_ANSWER_SAMPLES) {
    return {
      basis: "serviceLevel",
      businessDays: SUPPORT_SERVICE_LEVEL.businessDays,
      sampleSize: samples.length,
    };
  }
  return {
    basis: "median",
    minutes: Math.max(1, Math.ceil(middle / 60_000)),
    sampleSize: samples.length,
  };
}

const DAY = 86_400_000;

/** `time` plus `days` business days (Monday to Friday, counted in UTC). */
export function addBusinessDays(time: number, days: number): number {
  let t = time;
  let left = days;
  while (left > 0) {
    t += DAY;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return t;
}

/** When a ticket waiting since `waitingSince` (the trader's last message) can expect an answer. */
export function expectedAnswerAt(waitingSince: number, estimate: AnswerTimeEstimate): number {
  return estimate.basis === "median"
    ? waitingSince + estimate.minutes * 60_000
    : addBusinessDays(waitingSince, estimate.businessDays);
}

/** "about 3 hours 10 minutes (the median first answer of our last 12 answered tickets)". */
export function describeEstimate(estimate: AnswerTimeEstimate): string {
  if (estimate.basis === "serviceLevel") {
    return `within ${SUPPORT_SERVICE_LEVEL.text} (our stated service level: too few recent tickets to measure)`;
  }
  const span = describeDuration(estimate.minutes * 60_000);
  return `about ${span} (the median first answer of our last ${estimate.sampleSize} answered tickets)`;
}
