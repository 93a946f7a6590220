import type { ChartLevel } from "./equity-chart-model";

// Plain constants, free of the chart library: the legends use them without loading it.

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
