import { useEffect, useRef } from "react";
import { ColorType, createChart, HistogramSeries } from "lightweight-charts";
import type { DeepPartial, ChartOptions, IChartApi, ISeriesApi } from "lightweight-charts";
import type { DayValue } from "./admin-chart-renderers";

const chartOptions: DeepPartial<ChartOptions> = {
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

const FORMATS = {
  count: { priceFormat: { type: "price", precision: 0, minMove: 1 }, color: "#38bdf8" },
  cents: { priceFormat: { type: "price", precision: 2, minMove: 0.01 }, color: "#10b981" },
} as const;

/** Bars per day: counts (sign-ups) or dollars (revenue, sent in cents). Canvas; lazy. */
export function DailyHistogram({
  days,
  unit,
}: {
  days: readonly DayValue[];
  unit: "count" | "cents";
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<"Histogram"> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, chartOptions);
    chartRef.current = chart;
    seriesRef.current = chart.addSeries(HistogramSeries, {
      priceFormat: FORMATS[unit].priceFormat,
      color: FORMATS[unit].color,
      priceLineVisible: false,
    });
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, [unit]);

  useEffect(() => {
    // Business days ("2025-01-06") are valid chart times; they must ascend.
    const bars = [...days]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((day) => ({ time: day.day, value: unit === "cents" ? day.value / 100 : day.value }));
    seriesRef.current?.setData(bars);
    chartRef.current?.timeScale().fitContent();
  }, [days, unit]);

  return <div ref={containerRef} className="size-full" data-testid={`${unit}-histogram`} />;
}
