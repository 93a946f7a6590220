import { useEffect, useRef } from "react";
import { createChart, LineSeries, LineStyle } from "lightweight-charts";
import type { AutoscaleInfo, IChartApi, IPriceLine, ISeriesApi } from "lightweight-charts";
import { baseChartOptions, dollarFormat } from "../../lib/chart-theme";
import { CHART_COLORS, LEVEL_COLORS } from "./chart-colors";
import { toLine, type EquityChartProps } from "./equity-chart-model";

/** Balance and equity over time with the floors and the target as lines (canvas; lazy). */
export function EquityChart({ points, levels }: EquityChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const balanceRef = useRef<ISeriesApi<"Line"> | null>(null);
  const equityRef = useRef<ISeriesApi<"Line"> | null>(null);
  const linesRef = useRef<IPriceLine[]>([]);
  // The scale stretches to show every level, not just the curve.
  const levelValuesRef = useRef<number[]>([]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      ...baseChartOptions,
      timeScale: { ...baseChartOptions.timeScale, timeVisible: true, secondsVisible: false },
    });
    const includeLevels = (base: () => AutoscaleInfo | null): AutoscaleInfo | null => {
      const info = base();
      const values = levelValuesRef.current;
      const range = info?.priceRange;
      if (!info || !range || values.length === 0) return info;
      return {
        ...info,
        priceRange: {
          minValue: Math.min(range.minValue, ...values),
          maxValue: Math.max(range.maxValue, ...values),
        },
      };
    };
    const balance = chart.addSeries(LineSeries, {
      color: CHART_COLORS.balance,
      lineWidth: 2,
      title: "Balance",
      priceFormat: dollarFormat,
      autoscaleInfoProvider: includeLevels,
    });
    const equity = chart.addSeries(LineSeries, {
      color: CHART_COLORS.equity,
      lineWidth: 1,
      title: "Equity",
      priceFormat: dollarFormat,
    });
    chartRef.current = chart;
    balanceRef.current = balance;
    equityRef.current = equity;
    return () => {
      chart.remove();
      chartRef.current = null;
      balanceRef.current = null;
      equityRef.current = null;
      linesRef.current = [];
    };
  }, []);

  useEffect(() => {
    balanceRef.current?.setData(toLine(points, (p) => p.balanceCents));
    equityRef.current?.setData(toLine(points, (p) => p.equityCents));
    chartRef.current?.timeScale().fitContent();
  }, [points]);

  useEffect(() => {
    const series = balanceRef.current;
    if (!series) return;
    for (const line of linesRef.current) series.removePriceLine(line);
    levelValuesRef.current = levels.map((level) => level.cents / 100);
    linesRef.current = levels.map((level) =>
      series.createPriceLine({
        price: level.cents / 100,
        color: LEVEL_COLORS[level.id],
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: level.title,
      }),
    );
  }, [levels]);

  return <div ref={containerRef} className="size-full" data-testid="equity-chart" />;
}
