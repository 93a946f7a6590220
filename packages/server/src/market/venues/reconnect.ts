/** How long a live adapter waits before connecting again: doubling from `baseMs` up to `capMs`. */
export interface BackoffOptions {
  readonly baseMs: number;
  readonly capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 30_000 };

/**
 * The wait before attempt `attempt` (0 for the first retry): half of min(cap, base x 2^attempt)
 * plus a random share of the other half ("equal jitter"), so many servers cut off together do
 * not all call back at the same instant, and no retry comes sooner than half the step.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  const step = Math.min(options.capMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + random() * (step / 2));
}

/**
 * Retries with backoff: `schedule` runs `attempt` after the next wait; `succeeded` (the venue
 * delivered data) starts the waits again from the base. One retry is pending at a time.
 */
export class Reconnector {
  private attempts = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: BackoffOptions) {}

  schedule(attempt: () => void): number {
    clearTimeout(this.timer);
    const wait = backoffDelay(this.attempts++, this.options);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      attempt();
    }, wait);
    return wait;
  }

  get pending(): boolean {
    return this.timer !== undefined;
  }

  succeeded(): void {
    this.attempts = 0;
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Logs what a venue sent that could not be used, without flooding the log: the first few each
 * minute in full, then one line with how many more were skipped.
 */
export function skippedMessageLog(
  log: { warn(obj: object, msg: string): void },
  venue: string,
  perMinute = 10,
): (reason: string, sample: string) => void {
  let windowStart = 0;
  let logged = 0;
  let suppressed = 0;
  return (reason, sample) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      if (suppressed > 0)
        log.warn(
          { venue, skipped: suppressed },
          "more malformed messages skipped in the last minute",
        );
      windowStart = now;
      logged = 0;
      suppressed = 0;
    }
    if (logged < perMinute) {
      logged++;
      log.warn({ venue, reason, message: sample.slice(0, 300) }, "malformed message skipped");
    } else suppressed++;
  };
}
