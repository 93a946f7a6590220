import { describe, expect, it } from "vitest";
import { getInstrument } from "./instruments";
import {
  describeUtc,
  isMarketOpen,
  marketClosedReason,
  nextCloseTime,
  nextOpenTime,
  sessionState,
} from "./sessions";

const at = (y: number, m: number, d: number, h: number, min = 0, s = 0): number =>
  Date.UTC(y, m - 1, d, h, min, s);
const eur = getInstrument("EURUSD")!;
const gold = getInstrument("XAUUSD")!;
const btc = getInstrument("BTCUSD")!;

describe("trading sessions (UTC)", () => {
  it("FX is open Tuesday, closed from Friday 22:00 to Sunday 22:00", () => {
    expect(isMarketOpen(eur, at(2024, 3, 12, 3))).toBe(true); // Tuesday
    expect(isMarketOpen(eur, at(2024, 3, 15, 21, 59))).toBe(true); // Friday 21:59
    expect(isMarketOpen(eur, at(2024, 3, 15, 22, 0))).toBe(false); // Friday 22:00
    expect(isMarketOpen(eur, at(2024, 3, 16, 12))).toBe(false); // Saturday
    expect(isMarketOpen(eur, at(2024, 3, 17, 21, 59))).toBe(false); // Sunday 21:59
    expect(isMarketOpen(eur, at(2024, 3, 17, 22, 0))).toBe(true); // Sunday 22:00
  });

  it("FX closed on Saturday opens again Sunday 22:00 UTC", () => {
    const sat = at(2024, 3, 16, 12);
    expect(nextOpenTime(eur, sat)).toBe(at(2024, 3, 17, 22));
    expect(describeUtc(nextOpenTime(eur, sat))).toBe("Sunday 22:00 UTC");
    expect(nextCloseTime(eur, at(2024, 3, 12, 3))).toBe(at(2024, 3, 15, 22));
  });

  it("metals, indices and energy take a daily break 21:00-22:00 and open Sunday 23:00", () => {
    expect(isMarketOpen(gold, at(2024, 3, 12, 20, 59))).toBe(true);
    expect(isMarketOpen(gold, at(2024, 3, 12, 21, 30))).toBe(false);
    expect(nextOpenTime(gold, at(2024, 3, 12, 21, 30))).toBe(at(2024, 3, 12, 22));
    expect(isMarketOpen(gold, at(2024, 3, 17, 22, 30))).toBe(false);
    expect(isMarketOpen(gold, at(2024, 3, 17, 23, 0))).toBe(true);
    expect(isMarketOpen(gold, at(2024, 3, 15, 21, 0))).toBe(false); // Friday close
  });

  it("crypto trades 24/7, weekends included", () => {
    for (let h = 0; h < 24 * 7; h += 5)
      expect(isMarketOpen(btc, at(2024, 3, 11, 0) + h * 3_600_000)).toBe(true);
    expect(nextCloseTime(btc, at(2024, 3, 16, 12))).toBe(Number.POSITIVE_INFINITY);
  });

  it("a non-finite time is never open", () => {
    expect(isMarketOpen(btc, Number.NaN)).toBe(false);
  });
});

describe("sessionState(symbol, instant)", () => {
  it("answers open with the session's bounds, or closed with the next open", () => {
    expect(sessionState("EURUSD", at(2024, 3, 12, 3))).toEqual({
      open: true,
      openedAt: at(2024, 3, 10, 22),
      closesAt: at(2024, 3, 15, 22),
    });
    expect(sessionState("EURUSD", at(2024, 3, 16, 12))).toEqual({
      open: false,
      opensAt: at(2024, 3, 17, 22),
    });
    // Gold's daily break: open again at 22:00, the session opened then.
    expect(sessionState("XAUUSD", at(2024, 3, 12, 21, 30))).toEqual({
      open: false,
      opensAt: at(2024, 3, 12, 22),
    });
    expect(sessionState(gold, at(2024, 3, 12, 22, 5))).toMatchObject({
      open: true,
      openedAt: at(2024, 3, 12, 22),
    });
    expect(sessionState("BTCUSD", at(2024, 3, 16, 12))).toEqual({
      open: true,
      openedAt: null,
      closesAt: null,
    });
    expect(sessionState("NOPE", at(2024, 3, 12, 3))).toEqual({ open: false, opensAt: null });
  });

  it("always-open hours: every catalogue symbol is open at every instant", () => {
    expect(sessionState("EURUSD", at(2024, 3, 16, 12), "always-open").open).toBe(true);
    expect(sessionState("US30", at(2024, 3, 12, 21, 30), "always-open").open).toBe(true);
  });

  it("says when a closed market opens, with a countdown", () => {
    const sat = at(2024, 3, 17, 19, 46);
    expect(marketClosedReason("EURUSD", sat, nextOpenTime(eur, sat))).toBe(
      "EURUSD is closed; it opens Sunday 22:00 UTC (in 2 h 14 m).",
    );
    expect(marketClosedReason("EURUSD", at(2024, 3, 17, 21, 59, 30), at(2024, 3, 17, 22))).toBe(
      "EURUSD is closed; it opens Sunday 22:00 UTC (in 30 s).",
    );
  });
});
