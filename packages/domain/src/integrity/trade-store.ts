import type { IntegrityTrade } from "./integrity-inputs";

/**
 * Where the monitor finds the trades a closing trade is compared with. Two implementations
 * answer the same questions with the same sets: `IndexedTradeStore` from bounded indexes (what
 * runs), `FullScanTradeStore` by filtering the whole history (the reference the tests and the
 * bench compare it with). Trades are added in the order they are processed (close order); the
 * monitor sorts what it gets, so the two may answer in any order.
 */
export interface TradeStore {
  /** Records a processed trade of person group `group`. */
  add(t: IntegrityTrade, group: string): void;
  /**
   * Hedge candidates of `t` in `group`: trades of other accounts of the group with
   * `closeTime > t.openTime` and `closeTime >= t.closeTime - lookbackMs`, on `symbols`.
   */
  hedgeCandidates(t: IntegrityTrade, group: string, symbols: readonly string[]): IntegrityTrade[];
  /**
   * Co-open candidates of `t`: trades on its symbol and side opened at most `windowMs` from
   * it, among those held no longer than `lookbackMs` (the only ones added to this question).
   */
  coOpenCandidates(t: IntegrityTrade): IntegrityTrade[];
  /** How many of those opened within `withinMs` of `t`'s open (`withinMs` <= coOpenReach). */
  countOpens(t: IntegrityTrade, withinMs: number): number;
  /** The account's last `n` trades, oldest first; `manual` keeps only those not from the API. */
  accountWindow(accountId: string, n: number, manual: boolean): IntegrityTrade[];
  /** Person group `gone` joined group `keep`. */
  mergeGroups(keep: string, gone: string): void;
  /** The latest close processed: what is older than any question can reach may go. */
  advance(now: number): void;
}

/** Canonical order of candidates: close time, then id. */
export const byClose = (a: IntegrityTrade, b: IntegrityTrade): number =>
  a.closeTime - b.closeTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
