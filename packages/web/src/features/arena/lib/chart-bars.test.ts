import { describe, expect, it } from "vitest";
import { toCandleBar, toVolumeBar } from "./chart-bars";
import { VOLUME_DOWN_COLOR, VOLUME_UP_COLOR } from "./chart-colors";

const candle = (open: number, close: number, volume = 42) => ({
  time: 1_736_140_500,
  open,
  high: Math.max(open, close) + 0.01,
  low: Math.min(open, close) - 0.01,
  close,
  volume,
});

describe("chart bars", () => {
  it("draws a candle's OHLC", () => {
    expect(toCandleBar(candle(1.1, 1.2))).toEqual({
      time: 1_736_140_500,
      open: 1.1,
      high: 1.21,
      low: 1.09,
      close: 1.2,
    });
  });

  it("draws a candle's tick count as its volume bar", () => {
    expect(toVolumeBar(candle(1.1, 1.2, 17))).toMatchObject({ time: 1_736_140_500, value: 17 });
  });

  it("colours volume like the candle: up when it closes at or above its open", () => {
    expect(toVolumeBar(candle(1.1, 1.2)).color).toBe(VOLUME_UP_COLOR);
    expect(toVolumeBar(candle(1.1, 1.1)).color).toBe(VOLUME_UP_COLOR);
    expect(toVolumeBar(candle(1.2, 1.1)).color).toBe(VOLUME_DOWN_COLOR);
  });
});
