import { useMemo } from "react";
import type { HistogramSeriesPartialOptions } from "lightweight-charts";
import { dollarFormat } from "../../../../lib/chart-theme";
import { useHistogramChart } from "../../../../lib/use-histogram-chart";
import { CHART_COLORS } from "../../../../components/charts/chart-colors";
import type { DailyPnlChartProps } from "./chart-renderers";

const SERIES: HistogramSeriesPartialOptions = {
  priceFormat: dollarFormat,
  priceLineVisible: false,
};

/** Each day's P&L as a bar, green above zero and red below (canvas; lazy). */
export function DailyPnlChart({ days }: DailyPnlChartProps) {
  // Business days ("2025-01-06") are valid chart times; the API sends them oldest first.
  const bars = useMemo(
    () =>
      [...days]
        .sort((a, b) => a.day.localeCompare(b.day))
        .map((day) => ({
          time: day.day,
          value: day.pnlCents / 100,
          color: day.pnlCents < 0 ? CHART_COLORS.loss : CHART_COLORS.profit,
        })),
    [days],
  );
  const containerRef = useHistogramChart(SERIES, bars);

  return <div ref={containerRef} className="size-full" data-testid="daily-pnl-chart" />;
}
