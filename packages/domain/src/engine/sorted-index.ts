/**
 * A sorted multiset of (key, id) pairs, ordered by key then id, kept as a list of sorted
 * chunks (at most 128 entries each) so inserts and removals move little memory. Built for
 * trigger books: take every entry at or below / at or above a price from one end, in
 * O(log n + k) for k entries taken.
 */
const MAX_CHUNK = 128;

export class SortedIndex {
  private keys: number[][] = [];
  private ids: number[][] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Index of the first chunk whose last entry is >= (key, id), or the last chunk. */
  private chunkFor(key: number, id: number): number {
    const keys = this.keys;
    let lo = 0;
    let hi = keys.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys[mid] as number[];
      const ids = this.ids[mid] as number[];
      const lastK = k[k.length - 1] as number;
      const lastI = ids[ids.length - 1] as number;
      if (lastK < key || (lastK === key && lastI < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Position of the first entry >= (key, id) inside a chunk. */
  private static lowerBound(keys: number[], ids: number[], key: number, id: number): number {
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys[mid] as number;
      if (k < key || (k === key && (ids[mid] as number) < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(key: number, id: number): void {
    this.count++;
    if (this.keys.length === 0) {
      this.keys.push([key]);
      this.ids.push([id]);
      return;
    }
    const c = this.chunkFor(key, id);
    const keys = this.keys[c] as number[];
    const ids = this.ids[c] as number[];
    const at = SortedIndex.lowerBound(keys, ids, key, id);
    keys.splice(at, 0, key);
    ids.splice(at, 0, id);
    if (keys.length > MAX_CHUNK) {
      const half = keys.length >>> 1;
      this.keys.splice(c + 1, 0, keys.splice(half));
      this.ids.splice(c + 1, 0, ids.splice(half));
    }
  }

  remove(key: number, id: number): boolean {
    if (this.keys.length === 0) return false;
    const c = this.chunkFor(key, id);
    const keys = this.keys[c] as number[];
    const ids = this.ids[c] as number[];
    const at = SortedIndex.lowerBound(keys, ids, key, id);
    if (at >= keys.length || keys[at] !== key || ids[at] !== id) return false;
    keys.splice(at, 1);
    ids.splice(at, 1);
    this.count--;
    if (keys.length === 0) {
      this.keys.splice(c, 1);
      this.ids.splice(c, 1);
    }
    return true;
  }

  /** Removes every entry with key <= limit; pushes their ids in ascending order. */
  takeAtMost(limit: number, out: number[]): number {
    let taken = 0;
    while (this.keys.length > 0) {
      const keys = this.keys[0] as number[];
      const ids = this.ids[0] as number[];
      if ((keys[0] as number) > limit) break;
      if ((keys[keys.length - 1] as number) <= limit) {
        for (const id of ids) out.push(id);
        taken += ids.length;
        this.keys.shift();
        this.ids.shift();
        continue;
      }
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((keys[mid] as number) <= limit) lo = mid + 1;
        else hi = mid;
      }
      for (let i = 0; i < lo; i++) out.push(ids[i] as number);
      keys.splice(0, lo);
      ids.splice(0, lo);
      taken += lo;
      break;
    }
    this.count -= taken;
    return taken;
  }

  /** Removes every entry with key >= limit; pushes their ids in descending key order. */
  takeAtLeast(limit: number, out: number[]): number {
    let taken = 0;
    while (this.keys.length > 0) {
      const last = this.keys.length - 1;
      const keys = this.keys[last] as number[];
      const ids = this.ids[last] as number[];
      if ((keys[keys.length - 1] as number) < limit) break;
      if ((keys[0] as number) >= limit) {
        for (let i = ids.length - 1; i >= 0; i--) out.push(ids[i] as number);
        taken += ids.length;
        this.keys.pop();
        this.ids.pop();
        continue;
      }
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((keys[mid] as number) < limit) lo = mid + 1;
        else hi = mid;
      }
      for (let i = ids.length - 1; i >= lo; i--) out.push(ids[i] as number);
      taken += keys.length - lo;
      keys.length = lo;
      ids.length = lo;
      break;
    }
    this.count -= taken;
    return taken;
  }

  min(): number | undefined {
    return this.keys[0]?.[0];
  }

  max(): number | undefined {
    const last = this.keys[this.keys.length - 1];
    return last?.[last.length - 1];
  }

  /** All entries in order, as [key, id] pairs (for tests and debugging). */
  entries(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let c = 0; c < this.keys.length; c++) {
      const keys = this.keys[c] as number[];
      const ids = this.ids[c] as number[];
      for (let i = 0; i < keys.length; i++) out.push([keys[i] as number, ids[i] as number]);
    }
    return out;
  }
}
