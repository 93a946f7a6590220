/**
 * Records that are only ever added (an account's trades, its equity samples), kept per account
 * for the accounts read lately: a read fetches only what was added since the newest record it
 * holds. A rebuild of the desk (a change made outside it, such as an admin delete) changes the
 * generation and empties the cache.
 */
interface Entry<T> {
  items: T[];
  keys: Set<string>;
  newest: number;
}

export class AppendOnlyCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = -1;

  constructor(
    private readonly options: {
      /** Accounts kept at most; the least recently read goes first. */
      maxAccounts: number;
      key: (item: T) => string;
      time: (item: T) => number;
      /** The account's records at or after `since` (all of them when null), oldest first. */
      load: (accountId: string, since: number | null) => Promise<T[]>;
    },
  ) {}

  async read(accountId: string, generation: number): Promise<T[]> {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const { key, time, load, maxAccounts } = this.options;
    const entry = this.entries.get(accountId);
    // Records at the newest time may have been added after it was read: fetch from it again.
    const since = entry && entry.items.length > 0 ? entry.newest : null;
    const fresh = await load(accountId, since);
    // Rebuilt meanwhile: what was read may build on records that are gone; read it all again.
    if (this.generation !== generation) return since === null ? fresh : load(accountId, null);
    const kept = entry ?? { items: [], keys: new Set<string>(), newest: -Infinity };
    for (const item of fresh) {
      const k = key(item);
      if (kept.keys.has(k)) continue;
      kept.keys.add(k);
      kept.items.push(item);
      kept.newest = Math.max(kept.newest, time(item));
    }
    // Most recently read last: Map keeps insertion order.
    this.entries.delete(accountId);
    this.entries.set(accountId, kept);
    while (this.entries.size > maxAccounts) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return kept.items;
  }
}
