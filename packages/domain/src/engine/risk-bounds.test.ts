import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueAccount } from "./account-valuation";
import { getInstrument, roundToTick } from "../market/instruments";
import type { Position } from "./positions";
import type { Quote } from "../market/quotes";
import { computeRiskBounds } from "./risk-bounds";
import { baseQuotes } from "../testing/engine-fixture";

const SYMBOLS = ["EURUSD", "USDJPY", "EURJPY", "EURGBP", "XAUUSD", "BTCUSD", "NAS100"];

describe("risk bounds: inside them no threshold can be crossed", () => {
  it("for random positions and random prices inside the bounds, equity stays >= the threshold", () => {
    const position = fc.record({
      symbol: fc.constantFrom(...SYMBOLS),
      buy: fc.boolean(),
      lots: fc.integer({ min: 1, max: 300 }),
      offset: fc.double({ min: -0.02, max: 0.02, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1_000_000, max: 50_000_000 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 1, noNaN: true }),
          ),
          { minLength: 7, maxLength: 7 },
        ),
        (specs, balance, headroomShare, draws) => {
          const quotes = new Map(baseQuotes().map((q) => [q.symbol, q]));
          const lookup = (s: string) => quotes.get(s);
          const positions: Position[] = specs.map((s, n) => {
            const i = getInstrument(s.symbol)!;
            const q = quotes.get(s.symbol)!;
            const volume = Math.min(i.lotMax, s.lots * i.lotStep);
            return {
              id: `p${n}`,
              accountId: "a",
              orderId: `o${n}`,
              symbol: s.symbol,
              side: s.buy ? "buy" : "sell",
              volume: Number(volume.toFixed(8)),
              openPrice: roundToTick(((q.bid + q.ask) / 2) * (1 + s.offset), i),
              openTime: 0,
              stopLoss: null,
              takeProfit: null,
              margin: 0,
              commission: 0,
              swapPerNight: 0,
            };
          });
          const equity = valueAccount(balance, positions, lookup, 0).equity;
          // a threshold somewhere below the current equity
          const threshold = equity - Math.abs(equity) * headroomShare * 0.1 - 1;
          const bounds = computeRiskBounds({ positions, balance, threshold, lookup });
          expect(bounds).not.toBeNull();
          // move every symbol to a random price inside its bounds
          const moved = new Map<string, Quote>();
          bounds!.forEach((b, n) => {
            const i = getInstrument(b.symbol)!;
            const [u, w] = draws[n % draws.length]!;
            const q0 = quotes.get(b.symbol)!;
            // an unbounded side is a side where moves cannot hurt: try far moves there
            const lo = Math.ceil(Math.max(b.low, q0.bid * 0.5) / i.tickSize);
            const hi = Math.floor(Math.min(b.high, q0.ask * 2) / i.tickSize);
            if (hi <= lo) {
              moved.set(b.symbol, quotes.get(b.symbol)!);
              return;
            }
            const bidTicks = lo + Math.floor(u * (hi - lo));
            const askTicks = bidTicks + Math.floor(w * (hi - bidTicks));
            moved.set(b.symbol, {
              symbol: b.symbol,
              time: 0,
              bid: roundToTick(bidTicks * i.tickSize, i),
              ask: roundToTick(askTicks * i.tickSize, i),
            });
          });
          const after = valueAccount(
            balance,
            positions,
            (s) => moved.get(s) ?? quotes.get(s),
            0,
          ).equity;
          expect(after).toBeGreaterThanOrEqual(threshold);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("bounds contain the current bid and ask, and are [bid, ask] when the threshold is already crossed", () => {
    const quotes = new Map(baseQuotes().map((q) => [q.symbol, q]));
    const lookup = (s: string) => quotes.get(s);
    const p: Position = {
      id: "p",
      accountId: "a",
      orderId: "o",
      symbol: "EURUSD",
      side: "buy",
      volume: 1,
      openPrice: 1.0851,
      openTime: 0,
      stopLoss: null,
      takeProfit: null,
      margin: 0,
      commission: 0,
      swapPerNight: 0,
    };
    const wide = computeRiskBounds({
      positions: [p],
      balance: 20_000_000,
      threshold: 19_000_000,
      lookup,
    })!;
    expect(wide[0]!.low).toBeLessThan(1.085);
    // a buy cannot lose when the price rises: no upper bound
    expect(wide[0]!.high).toBe(Number.POSITIVE_INFINITY);
    // headroom $10,000 on 1 lot bought at 1.08510 = 1,000 pips: the lower bound sits just above 0.98510
    expect(wide[0]!.low).toBeGreaterThan(0.9851);
    expect(wide[0]!.low).toBeLessThan(0.9861);
    const tight = computeRiskBounds({
      positions: [p],
      balance: 20_000_000,
      threshold: 20_000_000,
      lookup,
    })!;
    expect([tight[0]!.low, tight[0]!.high]).toEqual([1.085, Number.POSITIVE_INFINITY]);
    const hedged = computeRiskBounds({
      positions: [p, { ...p, id: "s", side: "sell" }],
      balance: 20_000_000,
      threshold: 20_000_000,
      lookup,
    })!;
    expect([hedged[0]!.low, hedged[0]!.high]).toEqual([1.085, 1.0851]);
    expect(
      computeRiskBounds({ positions: [p], balance: 1, threshold: 0, lookup: () => undefined }),
    ).toBeNull();
  });
});
