import { coOpenReach } from "./copy-trading";
import type { IntegrityTrade } from "./integrity-inputs";
import type { IntegrityPolicy } from "./integrity-policy";
import { byClose, type TradeStore } from "./trade-store";

/**
 * The store the monitor runs on: bounded indexes, so a closing trade costs O(log n) plus what
 * it is compared with, never a scan of history.
 *
 * - per person group, its trades of the last `lookbackMs` in close order (hedging);
 * - per symbol and side, trades by open time, kept while a later trade could still open
 *   within the co-open, crowd or baseline window of them (copy trading);
 * - per account, its last trades and its last trades not from the API (rolling statistics).
 *
 * Old entries leave when their list is touched and in a sweep every hour of trade time.
 */
interface Sorted {
  /** Sort keys and trades from `head` on (the entries before `head` have left). */
  keys: number[];
  trades: IntegrityTrade[];
  head: number;
}

const SWEEP_EVERY_MS = 3_600_000;

/** First index >= head with keys[i] > key (`strict`) or >= key. */
function bound(s: Sorted, key: number, strict: boolean): number {
  let lo = s.head;
  let hi = s.keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const k = s.keys[mid]!;
    if (k < key || (strict && k === key)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Drops entries keyed below `limit`; compacts when half the array has left. */
function dropBelow(s: Sorted, limit: number): void {
  while (s.head < s.keys.length && s.keys[s.head]! < limit) s.head++;
  if (s.head > 64 && s.head * 2 > s.keys.length) {
    s.keys = s.keys.slice(s.head);
    s.trades = s.trades.slice(s.head);
    s.head = 0;
  }
}

const live = (s: Sorted) => s.keys.length - s.head;

export class IndexedTradeStore implements TradeStore {
  private readonly groups = new Map<string, Sorted>();
  private readonly opens = new Map<string, Sorted>();
  private readonly recent = new Map<string, IntegrityTrade[]>();
  private readonly recentManual = new Map<string, IntegrityTrade[]>();
  private readonly keepRecent: number;
  private readonly keepManual: number;
  private now = Number.NEGATIVE_INFINITY;
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly policy: IntegrityPolicy) {
    this.keepRecent = Math.max(policy.hft.windowTrades, policy.latencyArbitrage.windowTrades);
    this.keepManual = policy.botRegularity.windowOrders;
  }

  private get groupHorizon(): number {
    return this.now - this.policy.lookbackMs;
  }

  private get openHorizon(): number {
    return this.now - this.policy.lookbackMs - coOpenReach(this.policy);
  }

  add(t: IntegrityTrade, group: string): void {
    const g = this.groups.get(group) ?? { keys: [], trades: [], head: 0 };
    this.groups.set(group, g);
    dropBelow(g, this.groupHorizon);
    // Trades come in close order; one out of order goes to its place.
    const at =
      g.keys.length === 0 || g.keys[g.keys.length - 1]! <= t.closeTime
        ? g.keys.length
        : bound(g, t.closeTime, true);
    g.keys.splice(at, 0, t.closeTime);
    g.trades.splice(at, 0, t);

    if (t.closeTime - t.openTime <= this.policy.lookbackMs) {
      const key = `${t.symbol}|${t.side}`;
      const o = this.opens.get(key) ?? { keys: [], trades: [], head: 0 };
      this.opens.set(key, o);
      dropBelow(o, this.openHorizon);
      const pos = bound(o, t.openTime, true);
      o.keys.splice(pos, 0, t.openTime);
      o.trades.splice(pos, 0, t);
    }

    push(this.recent, t.accountId, t, this.keepRecent);
    if (!t.api) push(this.recentManual, t.accountId, t, this.keepManual);
  }

  hedgeCandidates(t: IntegrityTrade, group: string, symbols: readonly string[]): IntegrityTrade[] {
    const g = this.groups.get(group);
    if (!g) return [];
    dropBelow(g, this.groupHorizon);
    const out: IntegrityTrade[] = [];
    const floor = t.closeTime - this.policy.lookbackMs;
    for (let i = bound(g, t.openTime, true); i < g.keys.length; i++) {
      const c = g.trades[i]!;
      if (c.closeTime < floor || c.accountId === t.accountId) continue;
      if (symbols.includes(c.symbol)) out.push(c);
    }
    return out;
  }

  coOpenCandidates(t: IntegrityTrade): IntegrityTrade[] {
    const o = this.opens.get(`${t.symbol}|${t.side}`);
    if (!o) return [];
    const w = this.policy.copyTrading.windowMs;
    const out: IntegrityTrade[] = [];
    for (let i = bound(o, t.openTime - w, false); i < o.keys.length; i++) {
      if (o.keys[i]! > t.openTime + w) break;
      out.push(o.trades[i]!);
    }
    return out;
  }

  countOpens(t: IntegrityTrade, withinMs: number): number {
    const o = this.opens.get(`${t.symbol}|${t.side}`);
    if (!o) return 0;
    return bound(o, t.openTime + withinMs, true) - bound(o, t.openTime - withinMs, false);
  }

  accountWindow(accountId: string, n: number, manual: boolean): IntegrityTrade[] {
    const list = (manual ? this.recentManual : this.recent).get(accountId) ?? [];
    return list.slice(-n);
  }

  mergeGroups(keep: string, gone: string): void {
    const a = this.groups.get(keep);
    const b = this.groups.get(gone);
    this.groups.delete(gone);
    if (!b) return;
    if (!a) {
      this.groups.set(keep, b);
      return;
    }
    const trades = [...a.trades.slice(a.head), ...b.trades.slice(b.head)].sort(byClose);
    this.groups.set(keep, { keys: trades.map((t) => t.closeTime), trades, head: 0 });
  }

  advance(now: number): void {
    if (now > this.now) this.now = now;
    if (this.now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = this.now;
    for (const [key, g] of this.groups) {
      dropBelow(g, this.groupHorizon);
      if (live(g) === 0) this.groups.delete(key);
    }
    for (const [key, o] of this.opens) {
      dropBelow(o, this.openHorizon);
      if (live(o) === 0) this.opens.delete(key);
    }
  }

  /** Entries held now (for the bench's memory line and tests). */
  sizes(): { groupTrades: number; openTrades: number; accounts: number } {
    let groupTrades = 0;
    let openTrades = 0;
    for (const g of this.groups.values()) groupTrades += live(g);
    for (const o of this.opens.values()) openTrades += live(o);
    return { groupTrades, openTrades, accounts: this.recent.size };
  }
}

function push(
  map: Map<string, IntegrityTrade[]>,
  key: string,
  t: IntegrityTrade,
  keep: number,
): void {
  const list = map.get(key);
  if (!list) {
    map.set(key, [t]);
    return;
  }
  list.push(t);
  if (list.length > keep) list.shift();
}
