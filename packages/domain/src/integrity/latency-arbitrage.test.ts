import { describe, expect, it } from "vitest";
import { detectLatencyArbitrage, suspiciousFill } from "./latency-arbitrage";
import { INTEGRITY_POLICY } from "./integrity-policy";
import { mkTrade, MINUTE, T0 } from "../testing/integrity-fixture";
import type { IntegrityTrade } from "./integrity-inputs";

const SPREAD = 0.0001;

/** A EURUSD buy whose quote `afterMs` after the fill moved `spreads` spreads; quote `ageMs` old. */
function fill(i: number, spreads: number, pnl: number, ageMs = 100, afterMs = 50): IntegrityTrade {
  const openTime = T0 + i * 5 * MINUTE;
  const bid = 1.085;
  return mkTrade({
    openTime,
    pnl,
    openPrice: bid + SPREAD,
    quoteAtOpen: { symbol: "EURUSD", time: openTime - ageMs, bid, ask: bid + SPREAD },
    quoteAfterOpen: {
      symbol: "EURUSD",
      time: openTime + afterMs,
      bid: bid + spreads * SPREAD,
      ask: bid + (spreads + 1) * SPREAD,
    },
  });
}

describe("latency-arbitrage: profits concentrated in fills just before a jump, or on stale quotes", () => {
  it("classifies fills: a jump their way, a stale quote, an ordinary fill, a jump against", () => {
    expect(suspiciousFill(fill(0, 3, 0), INTEGRITY_POLICY)).toBe("jump");
    expect(suspiciousFill(fill(0, 0.5, 0, 2_000), INTEGRITY_POLICY)).toBe("stale");
    expect(suspiciousFill(fill(0, 0.5, 0), INTEGRITY_POLICY)).toBeNull();
    expect(suspiciousFill(fill(0, -3, 0), INTEGRITY_POLICY)).toBeNull();
    // The later quote too late to say what the trader could see.
    expect(suspiciousFill(fill(0, 3, 0, 100, 2_000), INTEGRITY_POLICY)).toBeNull();
    expect(suspiciousFill(mkTrade(), INTEGRITY_POLICY)).toBeNull();
  });

  it("an account making most of its profit on jumps is flagged, with the quotes", () => {
    const trades = Array.from({ length: 30 }, (_, i) =>
      i % 4 === 0 ? fill(i, 3, 20_000) : fill(i, 0.2, i % 2 ? 3_000 : -3_000),
    );
    const d = detectLatencyArbitrage(trades, INTEGRITY_POLICY)!;
    expect(d.evidence.figures.suspiciousTrades).toBe(8);
    // 8 trades made $200 each of a gross profit of 8 x $200 + 15 x $30.
    expect(d.score).toBeCloseTo(160_000 / (160_000 + 45_000), 4);
    expect(d.score).toBeGreaterThan(INTEGRITY_POLICY.latencyArbitrage.flagAt);
    expect(d.evidence.quotes).toHaveLength(16);
    expect(d.evidence.trades.every((t) => t.pnl === 20_000)).toBe(true);
  });

  it("an ordinary trader who is lucky now and then is not", () => {
    const trades = Array.from({ length: 50 }, (_, i) =>
      i === 10 || i === 33
        ? fill(i, 3, 4_000)
        : fill(i, 0.2 * ((i % 5) - 2), i % 3 ? 4_000 : -5_000),
    );
    const d = detectLatencyArbitrage(trades, INTEGRITY_POLICY);
    expect(d?.score ?? 0).toBeLessThan(INTEGRITY_POLICY.latencyArbitrage.flagAt);
  });
});
