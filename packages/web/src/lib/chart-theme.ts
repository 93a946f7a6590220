import {
  ColorType,
  CrosshairMode,
  type CandlestickSeriesPartialOptions,
  type ChartOptions,
  type DeepPartial,
  type PriceFormatCustom,
} from "lightweight-charts";
import {
  chartPriceFormatter,
  formatChartCount,
  formatChartDollars,
  formatDollarTickmarks,
} from "./chart-format";
import { DOWN_COLOR, UP_COLOR } from "./chart-colors";

// Loaded with the (lazy) charts only: importing it loads the chart library.

/** The dark, transparent look shared by the canvas charts. */
export const baseChartOptions: DeepPartial<ChartOptions> = {
  autoSize: true,
  layout: {
    background: { type: ColorType.Solid, color: "transparent" },
    textColor: "#94a3b8",
    fontSize: 11,
  },
  grid: {
    vertLines: { color: "rgba(51, 65, 85, 0.35)" },
    horzLines: { color: "rgba(51, 65, 85, 0.35)" },
  },
  rightPriceScale: { borderColor: "#334155" },
  timeScale: { borderColor: "#334155" },
};

/** A candle chart: the shared look, a free crosshair and times to the minute. */
export const candleChartOptions: DeepPartial<ChartOptions> = {
  ...baseChartOptions,
  crosshair: { mode: CrosshairMode.Normal },
  timeScale: { borderColor: "#334155", timeVisible: true, secondsVisible: false },
};

/** Green rising and red falling candles, without borders. */
export const candleSeriesOptions: CandlestickSeriesPartialOptions = {
  upColor: UP_COLOR,
  downColor: DOWN_COLOR,
  borderVisible: false,
  wickUpColor: UP_COLOR,
  wickDownColor: DOWN_COLOR,
};

/** Money in dollars: "$1,000,022" on the axis marks, "$1,000,022.50" on the value labels. */
export const dollarFormat: PriceFormatCustom = {
  type: "custom",
  minMove: 0.01,
  formatter: formatChartDollars,
  tickmarksFormatter: formatDollarTickmarks,
};

/** Whole counts, grouped: "12,345". */
export const countFormat: PriceFormatCustom = {
  type: "custom",
  minMove: 1,
  formatter: formatChartCount,
};

/** An instrument's prices with its digits, grouped ("97,012.35"), moving by its tick size. */
export function priceFormatOf(digits: number, tickSize: number): PriceFormatCustom {
  return { type: "custom", minMove: tickSize, formatter: chartPriceFormatter(digits) };
}
