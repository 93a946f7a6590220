import type { LeaderLock } from "./leader-lock";

/**
 * A follower's wait for the lead: tries the leader lock every `intervalMs` (never two tries
 * at once) and runs `takeOver` once when it is free. Returns a stop function.
 */
export function pollLeadership(
  lock: LeaderLock,
  intervalMs: number,
  takeOver: () => Promise<void>,
  onError: (error: unknown) => void,
): () => void {
  let trying = false;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  const timer = setInterval(() => {
    if (trying || stopped) return;
    trying = true;
    lock
      .tryAcquire()
      .then(async (acquired) => {
        if (!acquired || stopped) return;
        stop();
        await takeOver();
      })
      .catch(onError)
      .finally(() => (trying = false));
  }, intervalMs);
  return stop;
}
