import { useEffect, useRef } from "react";
import { createChart, HistogramSeries } from "lightweight-charts";
import type { IChartApi, ISeriesApi } from "lightweight-charts";
import type { DailyPnlChartProps } from "./chart-renderers";
import { CHART_COLORS } from "./chart-colors";
import { baseChartOptions, dollarFormat } from "./chart-theme";

/** Each day's P&L as a bar, green above zero and red below (canvas; lazy). */
export function DailyPnlChart({ days }: DailyPnlChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<"Histogram"> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, baseChartOptions);
    chartRef.current = chart;
    seriesRef.current = chart.addSeries(HistogramSeries, {
      priceFormat: dollarFormat,
      priceLineVisible: false,
    });
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    // Business days ("2025-01-06") are valid chart times; the API sends them oldest first.
    const bars = [...days]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((day) => ({
        time: day.day,
        value: day.pnlCents / 100,
        color: day.pnlCents < 0 ? CHART_COLORS.loss : CHART_COLORS.profit,
      }));
    series.setData(bars);
    chartRef.current?.timeScale().fitContent();
  }, [days]);

  return <div ref={containerRef} className="size-full" data-testid="daily-pnl-chart" />;
}
