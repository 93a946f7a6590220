import { useEffect, useRef } from "react";
import {
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  CrosshairMode,
} from "lightweight-charts";
import type { SeriesMarker, UTCTimestamp } from "lightweight-charts";
import { pricePrecision, toCandleBars, toEventMarks } from "./record-chart-data";
import type { RecordChartProps } from "./record-chart-renderers";

const UP_COLOR = "#10b981"; // emerald-500
const DOWN_COLOR = "#f43f5e"; // rose-500
const MARK_COLOR = "#fbbf24"; // amber-400

/** One-minute candles around a record, its events marked where they happened (canvas; lazy). */
export function RecordCandleChart({ candles, events }: RecordChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
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
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderColor: "#334155" },
      timeScale: { borderColor: "#334155", timeVisible: true, secondsVisible: false },
    });
    const precision = pricePrecision(candles);
    const series = chart.addSeries(CandlestickSeries, {
      upColor: UP_COLOR,
      downColor: DOWN_COLOR,
      borderVisible: false,
      wickUpColor: UP_COLOR,
      wickDownColor: DOWN_COLOR,
      priceFormat: { type: "price", precision, minMove: 10 ** -precision },
    });
    const bars = toCandleBars(candles);
    series.setData(bars.map((bar) => ({ ...bar, time: bar.time as UTCTimestamp })));
    const markers: SeriesMarker<UTCTimestamp>[] = toEventMarks(events, bars).map((mark) =>
      mark.price === null
        ? {
            time: mark.time as UTCTimestamp,
            position: "aboveBar",
            shape: "arrowDown",
            color: MARK_COLOR,
            text: mark.label,
          }
        : {
            time: mark.time as UTCTimestamp,
            position: "atPriceMiddle",
            price: mark.price,
            shape: "circle",
            color: MARK_COLOR,
            text: mark.label,
          },
    );
    createSeriesMarkers(series, markers);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [candles, events]);

  return <div ref={containerRef} className="size-full" data-testid="record-candle-chart" />;
}
