import type { Notice } from "@proparena/contracts/notices";

/** A notice as it was recorded, with its owner (the socket room it goes to). */
export interface CreatedNotice {
  userId: string;
  notice: Notice;
}

const listeners = new Set<(created: readonly CreatedNotice[]) => void>();

/**
 * Called in this process with every batch of notices recorded here (the socket server sends
 * each to its owner's room; with the Redis adapter that room spans every instance).
 */
export function onNoticesCreated(listener: (created: readonly CreatedNotice[]) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceCreated(created: readonly CreatedNotice[]): void {
  if (created.length === 0) return;
  for (const listener of listeners) listener(created);
}
