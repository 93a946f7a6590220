import { describe, expect, it } from "vitest";
import { detectAll, IntegrityMonitor } from "./integrity-monitor";
import { hedgePair } from "./hedging";
import { INTEGRITY_POLICY } from "./integrity-policy";
import {
  closeEvent,
  feed,
  MINUTE,
  mkTrade,
  SECOND,
  signalEvent,
  T0,
} from "../testing/integrity-fixture";

const hedges = (monitor: IntegrityMonitor) =>
  monitor.flags.all().filter((f) => f.kind === "hedging");

describe("hedging: opposite exposure across accounts of one person or linked people", () => {
  it("one person, opposite EURUSD trades of one size on two accounts within a second: both accounts flagged, each naming the other's trade", () => {
    const buy = mkTrade({
      id: "buy-1",
      accountId: "a1",
      personId: "p1",
      side: "buy",
      openTime: T0,
      closeTime: T0 + 5 * MINUTE,
    });
    const sell = mkTrade({
      id: "sell-1",
      accountId: "a2",
      personId: "p1",
      side: "sell",
      openTime: T0 + 700,
      closeTime: T0 + 5 * MINUTE + 2 * SECOND,
    });
    const monitor = new IntegrityMonitor();
    expect(monitor.observe(closeEvent(buy))).toEqual([]);
    // The second close raises both flags at once: at its close time.
    const raised = monitor.observe(closeEvent(sell));
    expect(raised.map((f) => [f.kind, f.accountId])).toEqual([
      ["hedging", "a2"],
      ["hedging", "a1"],
    ]);
    for (const f of raised) {
      expect(f.time).toBe(sell.closeTime);
      expect(f.score).toBeGreaterThanOrEqual(INTEGRITY_POLICY.holdAt);
      expect(f.hold).toBe(true);
      expect(f.policyVersion).toBe(INTEGRITY_POLICY.version);
    }
    const a1 = raised.find((f) => f.accountId === "a1")!;
    const a2 = raised.find((f) => f.accountId === "a2")!;
    expect(a1.evidence.otherAccounts).toEqual(["a2"]);
    expect(a1.evidence.trades.map((t) => [t.id, t.accountId, t.openTime, t.closeTime])).toEqual([
      ["buy-1", "a1", buy.openTime, buy.closeTime],
      ["sell-1", "a2", sell.openTime, sell.closeTime],
    ]);
    expect(a2.evidence.otherAccounts).toEqual(["a1"]);
    expect(a2.evidence.trades.map((t) => t.id)).toEqual(["sell-1", "buy-1"]);
    expect(a1.message).toContain("trade sell-1");
    expect(a1.evidence.figures).toMatchObject({ sizeRatio: 1, openGapMs: 700, correlation: 1 });
  });

  it("a hedge inside one account is not cross-account hedging", () => {
    expect(
      detectAll([
        closeEvent(mkTrade({ accountId: "a1", side: "buy" })),
        closeEvent(mkTrade({ accountId: "a1", side: "sell", openTime: T0 + 300 })),
      ]),
    ).toEqual([]);
  });

  it("two unrelated people on opposite sides are a market, not a hedge; linked people are one", () => {
    const legs = [
      closeEvent(mkTrade({ accountId: "a1", personId: "p1", side: "buy" })),
      closeEvent(mkTrade({ accountId: "b1", personId: "p2", side: "sell", openTime: T0 + 300 })),
    ];
    const strangers = new IntegrityMonitor();
    feed(strangers, legs);
    expect(hedges(strangers)).toEqual([]);

    // A shared sign-in address alone (a household) does not link them.
    const household = new IntegrityMonitor();
    feed(household, [signalEvent("p1", "ip", "h1"), signalEvent("p2", "ip", "h1"), ...legs]);
    expect(hedges(household)).toEqual([]);

    const linked = new IntegrityMonitor();
    feed(linked, [signalEvent("p1", "card", "c1"), signalEvent("p2", "card", "c1"), ...legs]);
    expect(hedges(linked).map((f) => [f.accountId, f.evidence.otherPeople])).toEqual([
      ["a1", ["p2"]],
      ["b1", ["p1"]],
    ]);
  });

  it("correlated symbols count with the sign of their correlation", () => {
    const eur = mkTrade({ accountId: "a1", side: "buy" });
    // EURUSD and USDCHF move opposite: buying both is a hedge, buy and sell is not.
    expect(
      hedgePair(eur, mkTrade({ accountId: "a2", symbol: "USDCHF", side: "buy" }), INTEGRITY_POLICY)
        ?.score,
    ).toBe(0.9);
    expect(
      hedgePair(
        eur,
        mkTrade({ accountId: "a2", symbol: "USDCHF", side: "sell" }),
        INTEGRITY_POLICY,
      ),
    ).toBeNull();
    // GBPUSD moves with EURUSD: opposite sides hedge.
    expect(
      hedgePair(eur, mkTrade({ accountId: "a2", symbol: "GBPUSD", side: "sell" }), INTEGRITY_POLICY)
        ?.score,
    ).toBe(0.85);
    // Uncorrelated symbols never do.
    expect(
      hedgePair(
        eur,
        mkTrade({ accountId: "a2", symbol: "XAUUSD", side: "sell" }),
        INTEGRITY_POLICY,
      ),
    ).toBeNull();
  });

  it("different sizes, legs opened minutes apart, or not open together are not hedges", () => {
    const eur = mkTrade({ accountId: "a1", side: "buy" });
    const sell = (over: Parameters<typeof mkTrade>[0]) =>
      hedgePair(eur, mkTrade({ accountId: "a2", side: "sell", ...over }), INTEGRITY_POLICY);
    expect(sell({ volume: 0.3 })).toBeNull();
    expect(sell({ openTime: T0 + 3 * MINUTE })).toBeNull();
    expect(sell({ openTime: T0 + 11 * MINUTE })).toBeNull();
    // Open together for about half of the time either was open: about half the score.
    expect(sell({ openTime: T0 + SECOND, closeTime: T0 + 20 * MINUTE })?.score).toBeCloseTo(
      (10 * MINUTE - SECOND) / (20 * MINUTE),
      4,
    );
  });
});
