import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountTotals, valueAccount } from "./account-valuation";
import { INSTRUMENTS } from "../market/instruments";
import type { Quote } from "../market/quotes";
import type { Position } from "./positions";
import { baseQuotes, HOUR, TUESDAY_NOON } from "../testing/engine-fixture";

const SYMBOLS = INSTRUMENTS.map((i) => i.symbol);

const position = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom("buy" as const, "sell" as const),
  lots: fc.integer({ min: 1, max: 500 }),
  /** Open price as a factor of the base quote's bid. */
  move: fc.double({ min: 0.8, max: 1.2, noNaN: true }),
  margin: fc.integer({ min: 0, max: 5_000_000 }),
  commission: fc.integer({ min: -50_000, max: 0 }),
  swapPerNight: fc.integer({ min: -20_000, max: 20_000 }),
  heldHours: fc.integer({ min: 0, max: 24 * 12 }),
});

type PositionSpec = typeof position extends fc.Arbitrary<infer T> ? T : never;

const build = (specs: PositionSpec[], quotes: Map<string, Quote>, now: number): Position[] =>
  specs.map((p, i) => {
    const instrument = INSTRUMENTS.find((x) => x.symbol === p.symbol)!;
    const bid = baseQuotes().find((q) => q.symbol === p.symbol)!.bid;
    return {
      id: `p${i}`,
      accountId: "a",
      orderId: `o${i}`,
      symbol: p.symbol,
      side: p.side,
      volume: p.lots * instrument.lotMin,
      openPrice: bid * p.move,
      openTime: now - p.heldHours * HOUR,
      stopLoss: null,
      takeProfit: null,
      margin: p.margin,
      commission: p.commission,
      swapPerNight: p.swapPerNight,
    };
  });

describe("accountTotals", () => {
  it("equals valueAccount's equity, floating P&L and margin exactly, for any positions, quotes and time", () => {
    fc.assert(
      fc.property(
        fc.array(position, { maxLength: 40 }),
        // Some symbols without a quote: their positions count their costs only.
        fc.subarray(SYMBOLS),
        fc.double({ min: 0.9, max: 1.1, noNaN: true }),
        fc.integer({ min: -10_000_000, max: 100_000_000 }),
        (specs, unquoted, drift, balance) => {
          const now = TUESDAY_NOON + 3 * 24 * HOUR;
          const quotes = new Map(
            baseQuotes(now)
              .filter((q) => !unquoted.includes(q.symbol))
              .map((q) => [q.symbol, { ...q, bid: q.bid * drift, ask: q.ask * drift }]),
          );
          const positions = build(specs, quotes, now);
          const lookup = (symbol: string) => quotes.get(symbol);
          const { positions: values, ...full } = valueAccount(balance, positions, lookup, now);
          expect(accountTotals(balance, positions, lookup, now)).toEqual(full);
          expect(values).toHaveLength(positions.length);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("values each position at its own quote when symbols alternate", () => {
    const now = TUESDAY_NOON;
    const quotes = new Map(baseQuotes(now).map((q) => [q.symbol, q]));
    const lookup = (symbol: string) => quotes.get(symbol);
    const positions = build(
      ["BTCUSD", "EURUSD", "BTCUSD", "USDJPY", "USDJPY", "EURUSD"].map((symbol) => ({
        symbol,
        side: "buy" as const,
        lots: 10,
        move: 0.99,
        margin: 1_000,
        commission: -100,
        swapPerNight: 0,
        heldHours: 0,
      })),
      quotes,
      now,
    );
    const full = valueAccount(100_000_00, positions, lookup, now);
    const totals = accountTotals(100_000_00, positions, lookup, now);
    expect(totals.floatingPnl).toBe(full.positions.reduce((sum, v) => sum + v.pnl, 0));
    expect(totals.equity).toBe(100_000_00 + totals.floatingPnl);
    expect(totals.usedMargin).toBe(6_000);
  });
});
