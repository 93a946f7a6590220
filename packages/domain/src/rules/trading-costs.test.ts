import { describe, expect, it } from "vitest";
import { getInstrument, type Instrument } from "../market/instruments";
import { costsIn, RULE_SETS } from "./rule-sets";
import {
  commissionPerSide,
  fillCommission,
  isFree,
  lastRolloverAtOrBefore,
  nextRolloverAfter,
  nightsHeld,
  NO_COSTS,
  rolloverNights,
  STANDARD_COSTS,
  swapAt,
  swapNights,
  swapPerNight,
} from "./trading-costs";

const inst = (symbol: string) => getInstrument(symbol) as Instrument;
/** 22:00 UTC on a day of March 2027 (1 March 2027 is a Monday). */
const rollover = (day: number) => Date.UTC(2027, 2, day, 22);
const MON = 1;
const WED = 3;
const FRI = 5;
const SAT = 6;

describe("commission", () => {
  it("FX and metals: $3.50 per lot per side, both sides charged at the fill", () => {
    expect(commissionPerSide(STANDARD_COSTS, inst("EURUSD"), 1, 1.0851, 1)).toBe(350);
    expect(fillCommission(STANDARD_COSTS, inst("EURUSD"), 1, 1.0851, 1)).toBe(-700);
    expect(fillCommission(STANDARD_COSTS, inst("XAUUSD"), 2.5, 2350.25, 1)).toBe(-1_750);
    // USDJPY is charged per lot in USD whatever the price or the rate.
    expect(fillCommission(STANDARD_COSTS, inst("USDJPY"), 1, 150.01, 1 / 150.005)).toBe(-700);
  });

  it("rounds each side to the cent once, half away from zero: 0.01 lot is 3.5 cents a side", () => {
    expect(commissionPerSide(STANDARD_COSTS, inst("EURUSD"), 0.01, 1.0851, 1)).toBe(4);
    expect(fillCommission(STANDARD_COSTS, inst("EURUSD"), 0.01, 1.0851, 1)).toBe(-8);
    expect(fillCommission(STANDARD_COSTS, inst("EURUSD"), 0.03, 1.0851, 1)).toBe(-22);
  });

  it("indices and oil cost less per lot: US30 $0.50, USOIL $1.00 per lot per side", () => {
    expect(fillCommission(STANDARD_COSTS, inst("US30"), 0.1, 39_002, 1)).toBe(-10);
    expect(fillCommission(STANDARD_COSTS, inst("NAS100"), 2, 18_251, 1)).toBe(-200);
    expect(fillCommission(STANDARD_COSTS, inst("USOIL"), 1, 78.53, 1)).toBe(-200);
  });

  it("crypto pays 0.03% of the notional per side: 1 BTC at $65,025 is $19.51 a side", () => {
    // 65,025 x 0.0003 = 19.5075 dollars = 1,950.75 cents -> 1,951
    expect(commissionPerSide(STANDARD_COSTS, inst("BTCUSD"), 1, 65_025, 1)).toBe(1_951);
    expect(fillCommission(STANDARD_COSTS, inst("BTCUSD"), 1, 65_025, 1)).toBe(-3_902);
    expect(fillCommission(STANDARD_COSTS, inst("ETHUSD"), 0.5, 3_501.5, 1)).toBe(-106);
  });

  it("is zero for the Beta plan and for every plan under rule sets 1 and 2", () => {
    const [v1, v2, v3] = RULE_SETS;
    expect(v3!.version).toBe(3);
    expect(costsIn(v3!, "BETA")).toBe(NO_COSTS);
    expect(costsIn(v3!, "200K")).toBe(STANDARD_COSTS);
    for (const set of [v1!, v2!]) {
      for (const plan of set.plans) {
        const costs = costsIn(set, plan.id);
        expect(isFree(costs)).toBe(true);
        expect(fillCommission(costs, inst("EURUSD"), 10, 1.0851, 1)).toBe(0);
        expect(swapPerNight(costs, "XAUUSD", inst("XAUUSD"), "buy", 10)).toBe(0);
      }
    }
    expect(isFree(STANDARD_COSTS)).toBe(false);
  });
});

describe("swap per night", () => {
  it("takes the long rate for a buy and the short rate for a sell, with its sign", () => {
    // EURUSD: long -$7.00 charged, short +$2.50 paid, per lot.
    expect(swapPerNight(STANDARD_COSTS, "EURUSD", inst("EURUSD"), "buy", 1)).toBe(-700);
    expect(swapPerNight(STANDARD_COSTS, "EURUSD", inst("EURUSD"), "sell", 2.5)).toBe(625);
    // USDJPY the other way round: long +$9.00, short -$21.00.
    expect(swapPerNight(STANDARD_COSTS, "USDJPY", inst("USDJPY"), "buy", 0.5)).toBe(450);
    expect(swapPerNight(STANDARD_COSTS, "USDJPY", inst("USDJPY"), "sell", 0.5)).toBe(-1_050);
    // Rounded once per night: 0.01 lot of a -$7.00 swap is 7 cents; of +$2.50, 2.5 -> 3 cents.
    expect(swapPerNight(STANDARD_COSTS, "EURUSD", inst("EURUSD"), "buy", 0.01)).toBe(-7);
    expect(swapPerNight(STANDARD_COSTS, "EURUSD", inst("EURUSD"), "sell", 0.01)).toBe(3);
  });
});

describe("rollovers at 22:00 UTC", () => {
  it("FX, metals, indices and oil: Monday to Friday, Wednesday counting three nights", () => {
    const nights = [1, 2, 3, 4, 5, 6, 7].map((d) => rolloverNights("EURUSD", rollover(d)));
    expect(nights).toEqual([1, 1, 3, 1, 1, 0, 0]);
    expect(rolloverNights("XAUUSD", rollover(WED))).toBe(3);
    expect(rolloverNights("US30", rollover(SAT))).toBe(0);
  });

  it("crypto every night, weekends included", () => {
    const nights = [1, 2, 3, 4, 5, 6, 7].map((d) => rolloverNights("BTCUSD", rollover(d)));
    expect(nights).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it("counts a position held over a rollover: opened before it, still open at it", () => {
    const r = rollover(MON);
    expect(nightsHeld("EURUSD", r - 1, r)).toBe(1);
    expect(nightsHeld("EURUSD", r, r + 3_600_000)).toBe(0); // opened at the rollover
    expect(nightsHeld("EURUSD", r - 3_600_000, r - 1)).toBe(0); // closed before it
    expect(nextRolloverAfter(r)).toBe(rollover(2));
    expect(nextRolloverAfter(r - 1)).toBe(r);
    expect(lastRolloverAtOrBefore(r)).toBe(r);
    expect(lastRolloverAtOrBefore(r - 1)).toBe(rollover(0));
  });

  it("a week held is seven nights for every instrument, in whole weeks and part weeks alike", () => {
    const monNoon = Date.UTC(2027, 2, 1, 12);
    const week = 7 * 86_400_000;
    for (const symbol of ["EURUSD", "BTCUSD"]) {
      expect(nightsHeld(symbol, monNoon, monNoon + week)).toBe(7);
      expect(nightsHeld(symbol, monNoon, monNoon + 5 * week)).toBe(35);
    }
    // Monday noon to Thursday noon: Mon 1, Tue 1, Wed 3.
    expect(nightsHeld("EURUSD", monNoon, Date.UTC(2027, 2, 4, 12))).toBe(5);
    expect(nightsHeld("BTCUSD", monNoon, Date.UTC(2027, 2, 4, 12))).toBe(3);
    // Friday noon to Monday noon: Friday's rollover only (the weekend was Wednesday's).
    expect(nightsHeld("EURUSD", Date.UTC(2027, 2, 5, 12), Date.UTC(2027, 2, 8, 12))).toBe(1);
    // The day by day count agrees with the week shortcut over many spans.
    for (let start = 0; start < 14; start++) {
      for (let days = 0; days < 30; days++) {
        const from = Date.UTC(2027, 2, 1 + start, 12);
        const to = from + days * 86_400_000;
        const byDay = swapNights(
          { symbol: "EURUSD", openTime: from, swapPerNight: 1 },
          from,
          to,
        ).reduce((n, x) => n + x.nights, 0);
        expect(nightsHeld("EURUSD", from, to)).toBe(byDay);
      }
    }
  });

  it("swapAt is the swap per night times the nights; swapNights lists each rollover", () => {
    const long = { symbol: "EURUSD", openTime: Date.UTC(2027, 2, 2, 12), swapPerNight: -700 };
    const thursdayNoon = Date.UTC(2027, 2, 4, 12);
    expect(swapAt(long, thursdayNoon)).toBe(-2_800);
    expect(swapNights(long, 0, thursdayNoon)).toEqual([
      { time: rollover(2), nights: 1, amount: -700 },
      { time: rollover(WED), nights: 3, amount: -2_100 },
    ]);
    // From a given rollover on (what the engine has recorded already is left out).
    expect(swapNights(long, rollover(2), thursdayNoon)).toEqual([
      { time: rollover(WED), nights: 3, amount: -2_100 },
    ]);
    const short = { ...long, swapPerNight: 250 };
    expect(swapAt(short, rollover(FRI))).toBe(250 * 6);
    expect(swapAt({ ...long, swapPerNight: 0 }, rollover(FRI))).toBe(0);
    expect(swapNights({ ...long, swapPerNight: 0 }, 0, rollover(FRI))).toEqual([]);
  });
});
