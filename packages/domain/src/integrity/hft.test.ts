import { describe, expect, it } from "vitest";
import { detectHft } from "./hft";
import { detectAll, IntegrityMonitor } from "./integrity-monitor";
import { INTEGRITY_POLICY } from "./integrity-policy";
import { closeEvent, feed, MINUTE, mkTrade, SECOND, T0 } from "../testing/integrity-fixture";
import { buildPopulation } from "../testing/integrity-population";
import { Random } from "../core/random";

const rnd = new Random("hft-test");

/** `n` trades at irregular, human times about `every` apart, held `hold(i)`. */
function series(n: number, hold: (i: number) => number, every = 3 * MINUTE) {
  let t = T0;
  return Array.from({ length: n }, (_, i) => {
    t += Math.round(rnd.exponential(1 / every)) + rnd.int(0, 999);
    return mkTrade({ openTime: t, closeTime: t + hold(i) });
  });
}

describe("hft: a large share of trades held under the minimum time", () => {
  it("an account holding most trades for seconds is flagged, with the short trades as evidence", () => {
    const trades = series(40, (i) => (i % 5 === 0 ? 5 * MINUTE : 5 * SECOND + i * 100));
    const d = detectHft(trades, INTEGRITY_POLICY)!;
    expect(d.evidence.figures).toMatchObject({ trades: 40, shortTrades: 32, share: 0.8 });
    expect(d.score).toBe(1);
    expect(d.evidence.trades).toHaveLength(32);
    const monitor = new IntegrityMonitor();
    feed(monitor, trades.map(closeEvent));
    expect(monitor.flags.all().map((f) => f.kind)).toEqual(["hft"]);
  });

  it("a person who trades a lot at human pace, holding minutes, is not", () => {
    const trades = series(
      200,
      (i) => (i % 10 === 0 ? 40 * SECOND : (2 + (i % 17)) * MINUTE),
      4 * MINUTE,
    );
    expect(detectHft(trades, INTEGRITY_POLICY)).toBeNull();
    expect(detectAll(trades.map(closeEvent))).toEqual([]);
  });

  it("scores nothing below the minimum number of trades", () => {
    expect(
      detectHft(
        series(19, () => SECOND),
        INTEGRITY_POLICY,
      ),
    ).toBeNull();
    expect(
      detectHft(
        series(20, () => SECOND),
        INTEGRITY_POLICY,
      )?.score,
    ).toBe(1);
  });

  it("a generated population of busy innocent traders raises no trading flag", () => {
    const population = buildPopulation({
      seed: "innocent",
      innocentPeople: 300,
      days: 3,
      cheaters: {
        hedging: 0,
        copyTrading: 0,
        hft: 0,
        latencyArbitrage: 0,
        botRegularity: 0,
        multiAccount: 0,
        apiBots: 5,
      },
    });
    const monitor = new IntegrityMonitor();
    feed(monitor, population.events);
    expect(population.events.length).toBeGreaterThan(3_000);
    const flags = monitor.flags.all();
    // Only the families sharing a computer (and a sign-in address) are flagged, for review:
    // a device link cannot tell them from one person, and it does not hold anything.
    expect(flags.filter((f) => f.kind !== "multi-account")).toEqual([]);
    expect(flags.length).toBeLessThanOrEqual(4);
    for (const f of flags) {
      expect(f.hold).toBe(false);
      expect(f.evidence.signals.map((s) => s.kind)).toEqual(["device", "ip"]);
    }
  });
});
