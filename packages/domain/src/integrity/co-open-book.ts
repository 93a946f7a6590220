import { coOpenDay, DAY_MS, peopleKey, type CoOpen } from "./copy-trading";

/**
 * The co-opens found so far, per pair of people and UTC day: what copy trading is scored on.
 * Days that no later trade can reach leave as time advances.
 */
export class CoOpenBook {
  private readonly pairs = new Map<string, Map<number, CoOpen[]>>();
  private readonly days = new Map<number, Set<string>>();

  /** Adds a co-open; returns its pair's list for its day (with it). */
  add(c: CoOpen): CoOpen[] {
    const key = peopleKey(c);
    const day = coOpenDay(c);
    let byDay = this.pairs.get(key);
    if (!byDay) this.pairs.set(key, (byDay = new Map()));
    let list = byDay.get(day);
    if (!list) byDay.set(day, (list = []));
    list.push(c);
    let keys = this.days.get(day);
    if (!keys) this.days.set(day, (keys = new Set()));
    keys.add(key);
    return list;
  }

  /** Forgets the days before the one `horizon` (ms) falls on. */
  forgetBefore(horizon: number): void {
    const first = Math.floor(horizon / DAY_MS);
    for (const [day, keys] of this.days) {
      if (day >= first) continue;
      for (const key of keys) {
        const byDay = this.pairs.get(key);
        byDay?.delete(day);
        if (byDay?.size === 0) this.pairs.delete(key);
      }
      this.days.delete(day);
    }
  }
}
