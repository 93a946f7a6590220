import type { CandlestickData, HistogramData, UTCTimestamp } from "lightweight-charts";
import type { Candle } from "@proparena/contracts/trading";
import { VOLUME_DOWN_COLOR, VOLUME_UP_COLOR } from "./chart-colors";

/** Rising or flat, as the candlestick series colours it (open <= close). */
export function isUpCandle(candle: Candle): boolean {
  return candle.open <= candle.close;
}

/** The candlestick bar of a candle. */
export function toCandleBar(candle: Candle): CandlestickData<UTCTimestamp> {
  return {
    time: candle.time as UTCTimestamp,
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
  };
}

/** The tick-volume bar of a candle, coloured like the candle. */
export function toVolumeBar(candle: Candle): HistogramData<UTCTimestamp> {
  return {
    time: candle.time as UTCTimestamp,
    value: candle.volume,
    color: isUpCandle(candle) ? VOLUME_UP_COLOR : VOLUME_DOWN_COLOR,
  };
}
