import { ColorType, type DeepPartial, type ChartOptions } from "lightweight-charts";

// Loaded with the (lazy) charts only: importing it loads the chart library.

/** The dark, transparent look shared by the metrics charts. */
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

/** Money in dollars with cents, as the price scale shows it. */
export const dollarFormat = { type: "price", precision: 2, minMove: 0.01 } as const;
