import { ColorType, type DeepPartial, type ChartOptions } from "lightweight-charts";
import type { ChartLevel } from "./chart-renderers";

/** Tailwind colours, as the rest of the app draws them. */
export const CHART_COLORS = {
  balance: "#38bdf8", // sky-400
  equity: "#a78bfa", // violet-400
  profit: "#10b981", // emerald-500
  loss: "#f43f5e", // rose-500
} as const;

export const LEVEL_COLORS: Record<ChartLevel["id"], string> = {
  dailyLoss: "#fb923c", // orange-400
  maxLoss: "#f43f5e", // rose-500
  target: "#10b981", // emerald-500
};

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
