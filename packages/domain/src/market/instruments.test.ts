import { describe, expect, it } from "vitest";
import {
  conversionSymbol,
  getInstrument,
  INSTRUMENTS,
  isOnTick,
  roundToTick,
  ticksBetween,
  volumeSteps,
} from "./instruments";

describe("instrument catalogue", () => {
  it("has about 12 symbols across FX majors and crosses, metals, indices, energy and crypto", () => {
    const symbols = INSTRUMENTS.map((i) => i.symbol);
    expect(symbols.length).toBeGreaterThanOrEqual(12);
    for (const s of [
      "EURUSD",
      "GBPUSD",
      "USDJPY",
      "EURJPY",
      "EURGBP",
      "XAUUSD",
      "US30",
      "NAS100",
      "USOIL",
      "BTCUSD",
      "ETHUSD",
    ]) {
      expect(symbols).toContain(s);
    }
    const classes = new Set(INSTRUMENTS.map((i) => i.assetClass));
    expect([...classes].sort()).toEqual(["crypto", "energy", "fx", "index", "metal"]);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it("every instrument has coherent digits, tick, contract, lots, spread and sessions", () => {
    for (const i of INSTRUMENTS) {
      expect(i.tickSize).toBeGreaterThan(0);
      // the tick is a whole number of points (10^-digits)
      expect(isOnTick(i.tickSize, { ...i, tickSize: 1 / 10 ** i.digits })).toBe(true);
      expect(i.contractSize).toBeGreaterThan(0);
      expect(i.lotMin).toBeGreaterThanOrEqual(i.lotStep);
      expect(volumeSteps(i.lotMin, i)).not.toBeNull();
      expect(i.lotMax).toBeGreaterThan(i.lotMin);
      expect(i.typicalSpreadTicks).toBeGreaterThanOrEqual(1);
      expect(isOnTick(i.startPrice, i)).toBe(true);
      expect(i.sessions).toBe(
        i.assetClass === "crypto" ? "always" : i.assetClass === "fx" ? "fx" : "cfd",
      );
    }
  });

  it("EURUSD: 5 digits, tick 0.00001, 100,000 per lot, lots 0.01 step 0.01, quoted in USD", () => {
    const e = getInstrument("EURUSD")!;
    expect([e.digits, e.tickSize, e.contractSize, e.lotMin, e.lotStep, e.quoteCurrency]).toEqual([
      5,
      0.00001,
      100_000,
      0.01,
      0.01,
      "USD",
    ]);
  });

  it("USDJPY P&L converts through USDJPY, EURJPY through USDJPY, EURGBP through GBPUSD, USD-quoted need none", () => {
    expect(conversionSymbol(getInstrument("USDJPY")!)).toBe("USDJPY");
    expect(conversionSymbol(getInstrument("EURJPY")!)).toBe("USDJPY");
    expect(conversionSymbol(getInstrument("EURGBP")!)).toBe("GBPUSD");
    expect(conversionSymbol(getInstrument("XAUUSD")!)).toBeNull();
  });

  it("prices snap to the tick grid: NAS100 tick 0.25 -> 18250.37 becomes 18250.25; EURUSD 1.085004 -> 1.085", () => {
    const nas = getInstrument("NAS100")!;
    expect(roundToTick(18250.37, nas)).toBe(18250.25);
    expect(isOnTick(18250.3, nas)).toBe(false);
    expect(isOnTick(18250.5, nas)).toBe(true);
    const eur = getInstrument("EURUSD")!;
    expect(roundToTick(1.085004, eur)).toBe(1.085);
    expect(ticksBetween(1.085, 1.0855, eur)).toBe(50);
    expect(volumeSteps(0.3, eur)).toBe(30);
    expect(volumeSteps(0.015, eur)).toBeNull();
    expect(getInstrument("XYZ")).toBeUndefined();
    expect(getInstrument(42)).toBeUndefined();
  });
});
