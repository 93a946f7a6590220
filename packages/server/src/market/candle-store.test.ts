import { describe, expect, it } from "vitest";
import { CandleStore, MAX_CANDLES } from "./candle-store";

const minute = (i: number) => ({
  time: i * 60_000,
  open: 1,
  high: 1,
  low: 1,
  close: 1,
  ticks: 1,
});

describe("CandleStore.load", () => {
  it("takes a history far longer than it keeps (a long replay file) and keeps the newest", () => {
    const store = new CandleStore();
    const count = 400_000; // push(...all) overflowed the stack here
    store.load("EURUSD", { "1m": Array.from({ length: count }, (_, i) => minute(i)) });
    expect(store.last("EURUSD", "1m")?.time).toBe((count - 1) * 60_000);
    // Loading again appends only what is newer.
    store.load("EURUSD", { "1m": [minute(count - 1), minute(count)] });
    expect(store.last("EURUSD", "1m")?.time).toBe(count * 60_000);
    expect(MAX_CANDLES).toBeLessThan(count);
  });
});
