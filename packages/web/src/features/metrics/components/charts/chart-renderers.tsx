import { createContext, lazy, useContext } from "react";
import type { ReactNode } from "react";
import type { DailyResponse, EquityResponse } from "@proparena/contracts/metrics";

export type EquityPoint = EquityResponse["points"][number];
export type DailyRow = DailyResponse["days"][number];

/** A horizontal line across the equity chart: a loss floor or the profit target. */
export interface ChartLevel {
  id: "dailyLoss" | "maxLoss" | "target";
  title: string;
  cents: number;
}

export interface EquityChartProps {
  points: readonly EquityPoint[];
  levels: readonly ChartLevel[];
}

export interface DailyPnlChartProps {
  days: readonly DailyRow[];
}

export interface MetricsChartRenderers {
  equity: (props: EquityChartProps) => ReactNode;
  dailyPnl: (props: DailyPnlChartProps) => ReactNode;
}

/** The canvas charts load in their own chunks, on first render. */
const EquityChart = lazy(() => import("./equity-chart").then((m) => ({ default: m.EquityChart })));
const DailyPnlChart = lazy(() =>
  import("./daily-pnl-chart").then((m) => ({ default: m.DailyPnlChart })),
);

const lightweightCharts: MetricsChartRenderers = {
  equity: (props) => <EquityChart {...props} />,
  dailyPnl: (props) => <DailyPnlChart {...props} />,
};

/**
 * What draws the metrics charts. The app uses lightweight-charts (canvas); tests, where jsdom
 * has no canvas, provide stubs through this context (like the arena's price chart).
 */
export const MetricsChartsContext = createContext<MetricsChartRenderers>(lightweightCharts);

export function useMetricsCharts(): MetricsChartRenderers {
  return useContext(MetricsChartsContext);
}
