import type { Indicator } from "@proparena/contracts/arena-tools";
import { OVERLAY_KINDS } from "@proparena/contracts/arena-tools";
import { BollingerBands, EMA, MACD, RSI, SMA } from "trading-signals";
import { indicatorTitle } from "./indicator-names";

// The chart's indicators, computed by the trading-signals library (not by our own formulas)
// over the candles' closes (bid prices). Loaded with the (lazy) chart only.

/** A point of an indicator's line: a candle's time (seconds) and the value there. */
export interface IndicatorPoint {
  time: number;
  value: number;
}

export interface IndicatorLine {
  /** Unique within the indicator: "value", "upper", "macd", "histogram"... */
  key: string;
  label: string;
  color: string;
  /** A histogram (MACD's) rather than a line. */
  histogram?: boolean;
  points: IndicatorPoint[];
}

export interface IndicatorSeries {
  id: string;
  /** On the prices (moving averages, bands) or in a pane of its own (RSI, MACD). */
  pane: "price" | "own";
  /** "RSI 14", "MACD 12 26 9". */
  title: string;
  lines: IndicatorLine[];
  /** Levels drawn across an own pane (RSI's 30 and 70). */
  levels: readonly number[];
}

export const INDICATOR_COLORS = {
  sma: "#f59e0b",
  ema: "#38bdf8",
  bollinger: "#a78bfa",
  rsi: "#f472b6",
  macd: "#38bdf8",
  signal: "#f59e0b",
  histogram: "#64748b",
} as const;

/** Feeds the closes through one of the library's indicators; keeps the stable results. */
function run<R>(
  closes: readonly { time: number; close: number }[],
  indicator: { update(price: number, replace: boolean): R | null; isStable: boolean },
): { time: number; result: R }[] {
  const out: { time: number; result: R }[] = [];
  for (const { time, close } of closes) {
    const result = indicator.update(close, false);
    if (result !== null && indicator.isStable) out.push({ time, result });
  }
  return out;
}

/** The indicator's lines over the candles (oldest first); empty until it has enough of them. */
export function computeIndicator(
  indicator: Indicator,
  candles: readonly { time: number; close: number }[],
): IndicatorSeries {
  const base: Omit<IndicatorSeries, "lines"> = {
    id: indicator.id,
    pane: OVERLAY_KINDS.includes(indicator.kind) ? "price" : "own",
    title: indicatorTitle(indicator),
    levels: [],
  };
  const line = (key: string, label: string, color: string, points: IndicatorPoint[]) => ({
    key,
    label,
    color,
    points,
  });
  switch (indicator.kind) {
    case "sma":
    case "ema": {
      const lib = indicator.kind === "sma" ? new SMA(indicator.period) : new EMA(indicator.period);
      const points = run(candles, lib).map(({ time, result }) => ({ time, value: result }));
      const color = indicator.color ?? INDICATOR_COLORS[indicator.kind];
      return { ...base, lines: [line("value", base.title, color, points)] };
    }
    case "bollinger": {
      const bands = run(candles, new BollingerBands(indicator.period, indicator.stdDev));
      const color = indicator.color ?? INDICATOR_COLORS.bollinger;
      const of = (band: "upper" | "middle" | "lower") =>
        bands.map(({ time, result }) => ({ time, value: result[band] }));
      return {
        ...base,
        lines: [
          line("upper", "Upper band", color, of("upper")),
          line("middle", "Middle band", color, of("middle")),
          line("lower", "Lower band", color, of("lower")),
        ],
      };
    }
    case "rsi": {
      const points = run(candles, new RSI(indicator.period)).map(({ time, result }) => ({
        time,
        value: result,
      }));
      return {
        ...base,
        levels: [30, 70],
        lines: [line("value", base.title, INDICATOR_COLORS.rsi, points)],
      };
    }
    case "macd": {
      const macd = new MACD(
        new EMA(indicator.fast),
        new EMA(indicator.slow),
        new EMA(indicator.signal),
      );
      const results = run(candles, macd);
      const of = (part: "macd" | "signal" | "histogram") =>
        results.map(({ time, result }) => ({ time, value: result[part] }));
      return {
        ...base,
        levels: [0],
        lines: [
          {
            ...line("histogram", "Histogram", INDICATOR_COLORS.histogram, of("histogram")),
            histogram: true,
          },
          line("macd", "MACD", INDICATOR_COLORS.macd, of("macd")),
          line("signal", "Signal", INDICATOR_COLORS.signal, of("signal")),
        ],
      };
    }
  }
}
