const listeners = new Set<(symbol: string) => void>();

/**
 * Called in this process when a trader's alerts on `symbol` changed (one set or deleted). The
 * routes that change alerts run on the leader (forwarded there), where the watcher listens and
 * reads the symbol's active alerts again from its own database.
 */
export function onAlertsChanged(listener: (symbol: string) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceAlertsChanged(symbol: string): void {
  for (const listener of listeners) listener(symbol);
}
