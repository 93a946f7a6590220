import type { IntegrityTrade } from "./integrity-inputs";
import type { IntegrityPolicy } from "./integrity-policy";
import type { TradeStore } from "./trade-store";

/**
 * The reference store: keeps every trade and answers each question by scanning all of them.
 * O(history) per question; the tests check the indexed store against it and the bench
 * measures how much the indexes save.
 */
export class FullScanTradeStore implements TradeStore {
  private readonly trades: IntegrityTrade[] = [];

  constructor(
    private readonly policy: IntegrityPolicy,
    /** The person's group now (the monitor's links). */
    private readonly groupOf: (personId: string) => string,
  ) {}

  add(t: IntegrityTrade): void {
    this.trades.push(t);
  }

  hedgeCandidates(t: IntegrityTrade, group: string, symbols: readonly string[]): IntegrityTrade[] {
    return this.trades.filter(
      (c) =>
        c.accountId !== t.accountId &&
        symbols.includes(c.symbol) &&
        c.closeTime > t.openTime &&
        c.closeTime >= t.closeTime - this.policy.lookbackMs &&
        this.groupOf(c.personId) === group,
    );
  }

  private opensNear(t: IntegrityTrade, withinMs: number): IntegrityTrade[] {
    return this.trades.filter(
      (c) =>
        c.symbol === t.symbol &&
        c.side === t.side &&
        Math.abs(c.openTime - t.openTime) <= withinMs &&
        c.closeTime - c.openTime <= this.policy.lookbackMs,
    );
  }

  coOpenCandidates(t: IntegrityTrade): IntegrityTrade[] {
    return this.opensNear(t, this.policy.copyTrading.windowMs);
  }

  countOpens(t: IntegrityTrade, withinMs: number): number {
    return this.opensNear(t, withinMs).length;
  }

  accountWindow(accountId: string, n: number, manual: boolean): IntegrityTrade[] {
    return this.trades.filter((c) => c.accountId === accountId && !(manual && c.api)).slice(-n);
  }

  mergeGroups(): void {}

  advance(): void {}
}
