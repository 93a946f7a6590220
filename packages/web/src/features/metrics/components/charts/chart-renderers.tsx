import { createContext, lazy, useContext } from "react";
import type { ReactNode } from "react";
import type { DailyResponse } from "@proparena/contracts/metrics";
import type { EquityChartProps } from "../../../../components/charts/equity-chart-model";

export type DailyRow = DailyResponse["days"][number];

export interface DailyPnlChartProps {
  days: readonly DailyRow[];
}

export interface MetricsChartRenderers {
  equity: (props: EquityChartProps) => ReactNode;
  dailyPnl: (props: DailyPnlChartProps) => ReactNode;
}

/** The canvas charts load in their own chunks, on first render. */
const EquityChart = lazy(() =>
  import("../../../../components/charts/equity-chart").then((m) => ({ default: m.EquityChart })),
);
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
