import { createContext, lazy, useContext } from "react";
import type { ReactNode } from "react";
import type { AdminRecord } from "@proparena/contracts/admin-users";

export type RecordCandle = AdminRecord["candles"][number];
/** A time marked on the chart; `color` (CSS) sets its marker apart (the default is amber). */
export type RecordEvent = AdminRecord["events"][number] & { color?: string };

export interface RecordChartProps {
  symbol: string;
  candles: readonly RecordCandle[];
  /** Marked on the chart: opened, filled, closed... */
  events: readonly RecordEvent[];
}

export interface RecordChartRenderers {
  candles: (props: RecordChartProps) => ReactNode;
}

/** The canvas chart loads in its own chunk, on first render. */
const RecordCandleChart = lazy(() =>
  import("./record-candle-chart").then((m) => ({ default: m.RecordCandleChart })),
);

const lightweightCharts: RecordChartRenderers = {
  candles: (props) => <RecordCandleChart {...props} />,
};

/**
 * What draws the record's market chart. The app uses lightweight-charts (canvas); tests, where
 * jsdom has no canvas, provide a text stub through this context.
 */
export const RecordChartContext = createContext<RecordChartRenderers>(lightweightCharts);

export function useRecordCharts(): RecordChartRenderers {
  return useContext(RecordChartContext);
}
