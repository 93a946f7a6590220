import { setTimeout as sleep } from "node:timers/promises";

/**
 * How long the answers that must not tell whether an address has an account take at least.
 * Above the slowest of their paths (a password hash, a few writes), so both paths answer at
 * the same time; the e-mail itself is sent in the background.
 */
export const UNIFORM_ANSWER_MS = 400;

/** Runs `work` and answers no sooner than UNIFORM_ANSWER_MS after it started. */
export async function uniformly<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = UNIFORM_ANSWER_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
  return result;
}
