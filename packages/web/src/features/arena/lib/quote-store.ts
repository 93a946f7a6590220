import { useSyncExternalStore } from "react";
import type { Quote } from "@proparena/contracts/trading";

/**
 * The latest quote of each symbol, outside React state: the socket pushes several batches a
 * second and only the components that read a symbol re-render. Seeded from GET /instruments.
 */
export class QuoteStore {
  private quotes = new Map<string, Quote>();
  private version = 0;
  private listeners = new Set<() => void>();

  get = (symbol: string): Quote | undefined => this.quotes.get(symbol);

  /** Keeps the newest quote per symbol (an older one never overwrites a newer one). */
  put(quotes: readonly Quote[]): void {
    let changed = false;
    for (const quote of quotes) {
      const current = this.quotes.get(quote.symbol);
      if (current && current.time > quote.time) continue;
      this.quotes.set(quote.symbol, quote);
      changed = true;
    }
    if (!changed) return;
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;
}

/** The live quote of one symbol; re-renders when it changes. */
export function useQuote(store: QuoteStore, symbol: string | null): Quote | undefined {
  return useSyncExternalStore(store.subscribe, () => (symbol ? store.get(symbol) : undefined));
}

/** Re-renders on every quote batch; read quotes with store.get. */
export function useQuotesVersion(store: QuoteStore): number {
  return useSyncExternalStore(store.subscribe, store.getVersion);
}
