import { useEffect, useRef } from "react";
import { CandlestickSeries, createChart, createSeriesMarkers } from "lightweight-charts";
import type { SeriesMarker, UTCTimestamp } from "lightweight-charts";
import {
  candleChartOptions,
  candleSeriesOptions,
  priceFormatOf,
} from "../../../../lib/chart-theme";
import { pricePrecision, toCandleBars, toEventMarks } from "./record-chart-data";
import type { RecordChartProps } from "./record-chart-renderers";

const MARK_COLOR = "#fbbf24"; // amber-400

/** One-minute candles around a record, its events marked where they happened (canvas; lazy). */
export function RecordCandleChart({ candles, events }: RecordChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, candleChartOptions);
    const precision = pricePrecision(candles);
    const series = chart.addSeries(CandlestickSeries, {
      ...candleSeriesOptions,
      priceFormat: priceFormatOf(precision, 10 ** -precision),
    });
    const bars = toCandleBars(candles);
    series.setData(bars.map((bar) => ({ ...bar, time: bar.time as UTCTimestamp })));
    const markers: SeriesMarker<UTCTimestamp>[] = toEventMarks(events, bars).map((mark) =>
      mark.price === null
        ? {
            time: mark.time as UTCTimestamp,
            position: "aboveBar",
            shape: "arrowDown",
            color: mark.color ?? MARK_COLOR,
            text: mark.label,
          }
        : {
            time: mark.time as UTCTimestamp,
            position: "atPriceMiddle",
            price: mark.price,
            shape: "circle",
            color: mark.color ?? MARK_COLOR,
            text: mark.label,
          },
    );
    createSeriesMarkers(series, markers);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [candles, events]);

  return <div ref={containerRef} className="size-full" data-testid="record-candle-chart" />;
}
