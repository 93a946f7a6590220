import { useMemo } from "react";
import type { HistogramSeriesPartialOptions } from "lightweight-charts";
import { countFormat, dollarFormat } from "../../../../../lib/chart-theme";
import { useHistogramChart } from "../../../../../lib/use-histogram-chart";
import type { DayValue } from "./admin-chart-renderers";

const SERIES: Record<"count" | "cents", HistogramSeriesPartialOptions> = {
  count: {
    priceFormat: countFormat,
    color: "#38bdf8",
    priceLineVisible: false,
  },
  cents: { priceFormat: dollarFormat, color: "#10b981", priceLineVisible: false },
};

/** Bars per day: counts (sign-ups) or dollars (revenue, sent in cents). Canvas; lazy. */
export function DailyHistogram({
  days,
  unit,
}: {
  days: readonly DayValue[];
  unit: "count" | "cents";
}) {
  // Business days ("2025-01-06") are valid chart times; they must ascend.
  const bars = useMemo(
    () =>
      [...days]
        .sort((a, b) => a.day.localeCompare(b.day))
        .map((day) => ({ time: day.day, value: unit === "cents" ? day.value / 100 : day.value })),
    [days, unit],
  );
  const containerRef = useHistogramChart(SERIES[unit], bars);

  return <div ref={containerRef} className="size-full" data-testid={`${unit}-histogram`} />;
}
