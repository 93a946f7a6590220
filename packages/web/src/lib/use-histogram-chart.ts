import { useEffect, useRef } from "react";
import { createChart, HistogramSeries } from "lightweight-charts";
import type {
  HistogramData,
  HistogramSeriesPartialOptions,
  IChartApi,
  ISeriesApi,
  Time,
} from "lightweight-charts";
import { baseChartOptions } from "./chart-theme";

// Loaded with the (lazy) charts only: importing it loads the chart library.

/**
 * A canvas chart of one bar series in the shared look: made (with `series`, keep it stable)
 * once the returned ref's element is there, remade when `series` changes, removed on unmount;
 * `bars` (keep them stable too) are drawn and fitted whenever they change.
 */
export function useHistogramChart(
  series: HistogramSeriesPartialOptions,
  bars: HistogramData<Time>[],
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<"Histogram"> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, baseChartOptions);
    chartRef.current = chart;
    seriesRef.current = chart.addSeries(HistogramSeries, series);
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, [series]);

  useEffect(() => {
    const histogram = seriesRef.current;
    if (!histogram) return;
    histogram.setData(bars);
    chartRef.current?.timeScale().fitContent();
  }, [bars]);

  return containerRef;
}
