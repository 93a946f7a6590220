import { describe, expect, it } from "vitest";
import type { EngineEvent } from "./engine-events";
import { getInstrument, type Instrument } from "../market/instruments";
import { checkCloseVolume, splitPosition } from "./position-split";
import { requiredMargin } from "./margin";
import { RULE_SETS, type RuleSet } from "../rules/rule-sets";
import { STANDARD_COSTS } from "../rules/trading-costs";
import { baseQuotes, engineWith, HOUR, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";
import { createTradingEngine, type EngineSnapshot, type TradingEngine } from "./trading-engine";

const [V1, , V3] = RULE_SETS as [RuleSet, RuleSet, RuleSet];
const EURUSD = getInstrument("EURUSD") as Instrument;
const WEDNESDAY_NOON = TUESDAY_NOON + 24 * HOUR;

/** The base quotes with one symbol's replaced. */
const quotesWith = (symbol: string, bid: number, ask: number, time = TUESDAY_NOON) =>
  baseQuotes(time).map((q) => (q.symbol === symbol ? quote(symbol, bid, ask, time) : q));

const buy = (e: TradingEngine, symbol: string, volume: number, time = TUESDAY_NOON) =>
  must(e.placeOrder("a", { symbol, side: "buy", type: "market", volume }, time)).position!;

const partly = (events: readonly EngineEvent[]) =>
  events.find((x) => x.type === "positionPartiallyClosed") as Extract<
    EngineEvent,
    { type: "positionPartiallyClosed" }
  >;

describe("partial close: part of a position's volume, with exact P&L, costs and margin", () => {
  it("EURUSD, 1.00 lot bought at 1.10000, 0.40 closed at a bid of 1.10250: +$100.00 on 0.40 lot, the rest keeps its id, open price and time with its margin recomputed", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V1 }], {
      quotes: quotesWith("EURUSD", 1.0999, 1.1),
    });
    const p = buy(e, "EURUSD", 1);
    expect(p).toMatchObject({ openPrice: 1.1, margin: 110_000 }); // 100,000 x 1.1 / 100 = $1,100.00
    must(e.applyTick(quote("EURUSD", 1.1025, 1.1026, TUESDAY_NOON + 1_000)));
    const equityBefore = must(e.getAccountView("a")).equity;
    const done = must(e.closePositionPart("a", p.id, 0.4, TUESDAY_NOON + 2_000));
    // 25 pips x $10 per pip per lot x 0.40 lot = $100.00.
    expect(done.trade).toMatchObject({
      positionId: p.id,
      orderId: p.orderId,
      volume: 0.4,
      openPrice: 1.1,
      openTime: TUESDAY_NOON,
      closePrice: 1.1025,
      closeTime: TUESDAY_NOON + 2_000,
      pnl: 10_000,
      commission: 0,
      swap: 0,
      conversionRate: 1,
      reason: "manual",
    });
    expect(done.trade.id).not.toBe(p.id);
    const [rest] = e.getPositions("a");
    expect(rest).toMatchObject({
      id: p.id,
      volume: 0.6,
      openPrice: 1.1,
      openTime: TUESDAY_NOON,
      // $660.00: what 0.60 lot at the open price needs.
      margin: requiredMargin(EURUSD, 0.6, 1.1, 1, 100),
    });
    expect(rest!.margin).toBe(66_000);
    const view = must(e.getAccountView("a"));
    expect(view.account.balance).toBe(20_000_000 + 10_000);
    expect(view.usedMargin).toBe(66_000);
    // Closing at the quote the position is valued at leaves the equity where it was.
    expect(view.equity).toBe(equityBefore);
    const event = partly(done.events);
    expect(event).toMatchObject({ position: rest, trade: done.trade, balance: 20_010_000 });
    // The rest closed at the same quote: $150.00, so the two parts make the whole close's $250.00.
    const last = must(e.closePosition("a", p.id, TUESDAY_NOON + 3_000));
    expect(last.trade).toMatchObject({ id: p.id, volume: 0.6, pnl: 15_000 });
    expect(must(e.getAccountView("a")).account.balance).toBe(20_000_000 + 25_000);
  });

  it("USDJPY with trading costs, held over a rollover: the P&L converted at the mid, commission and swap shared to the cent, parts adding up to the whole close", () => {
    const start = quotesWith("USDJPY", 150, 150.01);
    const later = quote("USDJPY", 151, 151.01, WEDNESDAY_NOON);
    const run = (closeFirst: number | null) => {
      const e = engineWith([{ id: "a", planId: "200K", ruleSet: V3 }], { quotes: start });
      const p = buy(e, "USDJPY", 1);
      // $3.50 per lot per side, both sides at the fill; +$9.00 per lot per night long.
      expect(p).toMatchObject({ openPrice: 150.01, commission: -700, swapPerNight: 900 });
      // 100,000 x 150.010 JPY / 100 at 1 / 150.005: $1,000.04.
      expect(p.margin).toBe(100_004);
      // Through Tuesday's 22:00 rollover (one night) to Wednesday noon.
      must(e.applyTick(later));
      const trades = [];
      if (closeFirst !== null) {
        trades.push(must(e.closePositionPart("a", p.id, closeFirst, WEDNESDAY_NOON)).trade);
      }
      trades.push(must(e.closePosition("a", p.id, WEDNESDAY_NOON)).trade);
      return { trades, balance: must(e.getAccountView("a")).account.balance };
    };
    const [part, rest] = run(0.3).trades;
    // 0.30 lot: 0.990 x 30,000 = 29,700 JPY at 1 / 151.005 = $196.68; commission 30% of -$7.00;
    // the rest (0.70 lot) is charged $6.30 a night, so the part closed took $2.70 of the $9.00.
    expect(part).toMatchObject({
      volume: 0.3,
      commission: -210,
      swap: 270,
      pnl: 19_668 - 210 + 270,
    });
    expect(part!.conversionRate).toBeCloseTo(1 / 151.005, 12);
    // 0.70 lot: 69,300 JPY = $458.93; the rest of the commission, -$4.90, and swap, +$6.30.
    expect(rest).toMatchObject({
      volume: 0.7,
      commission: -490,
      swap: 630,
      pnl: 45_893 - 490 + 630,
    });
    // The whole close at the same quote: 99,000 JPY = $655.61, -$7.00, +$9.00.
    const [whole] = run(null).trades;
    expect(whole!.pnl).toBe(65_561 - 700 + 900);
    expect(part!.pnl + rest!.pnl).toBe(whole!.pnl);
    expect(part!.commission + rest!.commission).toBe(whole!.commission);
    expect(part!.swap + rest!.swap).toBe(whole!.swap);
  });

  it("XAUUSD with commission: 0.02 of 0.05 lot, the commission's share rounded half away from zero and the rest keeping what is left", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V3 }]);
    const p = buy(e, "XAUUSD", 0.05);
    // $3.50 x 0.05 = $0.175 per side, $0.18 rounded, both sides: -$0.36.
    expect(p).toMatchObject({ openPrice: 2350.25, commission: -36 });
    must(e.applyTick(quote("XAUUSD", 2352.25, 2352.5, TUESDAY_NOON + 1_000)));
    const done = must(e.closePositionPart("a", p.id, 0.02, TUESDAY_NOON + 1_000));
    // $2.00 x 100 oz x 0.02 lot = $4.00; -$0.36 x 2/5 = -$0.144: -$0.14.
    expect(done.trade).toMatchObject({ volume: 0.02, commission: -14, pnl: 400 - 14 });
    expect(e.getPositions("a")[0]).toMatchObject({ volume: 0.03, commission: -22 });
  });

  it("rejects a volume off the step, below the minimum, not a number, or the position's whole and more, changing nothing; the whole volume is a whole close", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V1 }]);
    const p = buy(e, "EURUSD", 1);
    const before = JSON.stringify(e.snapshot());
    const refused = (volume: unknown) => {
      const r = e.closePositionPart("a", p.id, volume, TUESDAY_NOON);
      return r.ok ? "ok" : r.code;
    };
    expect(refused(0.005)).toBe("VOLUME_OFF_STEP");
    expect(refused(0.015)).toBe("VOLUME_OFF_STEP");
    expect(refused(0)).toBe("INVALID_VOLUME");
    expect(refused(Number.NaN)).toBe("INVALID_VOLUME");
    expect(refused("0.5")).toBe("INVALID_VOLUME");
    expect(refused(1.01)).toBe("CLOSE_VOLUME_TOO_LARGE");
    expect(JSON.stringify(e.snapshot())).toBe(before);
    const r = e.closePositionPart("a", "nope", 0.5, TUESDAY_NOON);
    expect(r.ok ? "ok" : r.code).toBe("UNKNOWN_POSITION");
    const whole = must(e.closePositionPart("a", p.id, 1, TUESDAY_NOON));
    expect(whole.trade).toMatchObject({ id: p.id, volume: 1 });
    expect(whole.events.map((x) => x.type)).toContain("positionClosed");
    expect(e.getPositions("a")).toEqual([]);
  });

  it("refuses a part that would leave less than the minimum open (an instrument whose minimum is above its step)", () => {
    const coarse: Instrument = { ...EURUSD, lotMin: 0.1 };
    const r = checkCloseVolume(0.95, { volume: 1 }, coarse);
    expect(r.ok ? "ok" : r.code).toBe("REMAINDER_TOO_SMALL");
    const small = checkCloseVolume(0.05, { volume: 1 }, coarse);
    expect(small.ok ? "ok" : small.code).toBe("VOLUME_TOO_SMALL");
    expect(checkCloseVolume(0.9, { volume: 1 }, coarse)).toEqual({ ok: true, value: 0.9 });
  });

  it("splits the swap per night so the rest pays what its volume pays and the parts always add up (GBPUSD -$4.50 a lot: 0.01 of 0.02)", () => {
    const gbp = getInstrument("GBPUSD") as Instrument;
    // 0.02 lot: -$0.09 a night; 0.01 lot alone is -$0.045, -$0.05 rounded.
    const split = splitPosition(
      {
        symbol: "GBPUSD",
        side: "buy",
        volume: 0.02,
        margin: 2_541,
        commission: -14,
        swapPerNight: -9,
      },
      0.01,
      STANDARD_COSTS,
      gbp,
    );
    expect(split.rest).toEqual({ volume: 0.01, margin: 1_271, commission: -7, swapPerNight: -5 });
    expect(split.closed).toEqual({ volume: 0.01, margin: 1_270, commission: -7, swapPerNight: -4 });
  });

  it("replays: an engine rebuilt from the records after a partial close holds the rest as it was and closes it to the same cent", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V3 }]);
    const p = buy(e, "EURUSD", 2);
    must(e.closePositionPart("a", p.id, 0.7, TUESDAY_NOON + 1_000));
    const rebuilt = must(
      createTradingEngine({
        snapshot: JSON.parse(JSON.stringify(e.snapshot())) as EngineSnapshot,
      }),
    );
    expect(rebuilt.getPositions("a")).toEqual(e.getPositions("a"));
    const tick = quote("EURUSD", 1.0871, 1.0872, TUESDAY_NOON + 2 * 24 * HOUR);
    const one = must(e.applyTick(tick));
    const two = must(rebuilt.applyTick(tick));
    expect(two).toEqual(one);
    const a = must(e.closePosition("a", p.id, tick.time));
    const b = must(rebuilt.closePosition("a", p.id, tick.time));
    expect(b).toEqual(a);
    expect(a.trade.volume).toBe(1.3);
  });
});
