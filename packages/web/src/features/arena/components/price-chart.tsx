import { useEffect, useRef } from "react";
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  LineStyle,
} from "lightweight-charts";
import type {
  CandlestickData,
  IChartApi,
  IPriceLine,
  ISeriesApi,
  UTCTimestamp,
} from "lightweight-charts";
import type { Candle } from "@proparena/contracts/trading";
import type { ChartPriceLine, PriceChartProps } from "../lib/chart-context";
import { applyQuoteToCandle } from "../lib/live-candle";

const lineColors: Record<ChartPriceLine["kind"], string> = {
  entry: "#38bdf8",
  stopLoss: "#f43f5e",
  takeProfit: "#10b981",
  pending: "#a78bfa",
};

function toBar(candle: Candle): CandlestickData<UTCTimestamp> {
  return {
    time: candle.time as UTCTimestamp,
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
  };
}

/** The candlestick chart (TradingView lightweight-charts, canvas). Loaded lazily. */
export function PriceChart({
  symbol,
  timeframe,
  digits,
  tickSize,
  candles,
  quote,
  lines,
}: PriceChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<"Candlestick"> | null>(null);
  const lastRef = useRef<Candle | null>(null);
  const linesRef = useRef<IPriceLine[]>([]);

  // One chart per mount.
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
    const series = chart.addSeries(CandlestickSeries, {
      upColor: "#10b981",
      downColor: "#f43f5e",
      borderVisible: false,
      wickUpColor: "#10b981",
      wickDownColor: "#f43f5e",
    });
    chartRef.current = chart;
    seriesRef.current = series;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
      linesRef.current = [];
    };
  }, []);

  // History: a new symbol, timeframe or reload replaces every bar.
  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    series.applyOptions({ priceFormat: { type: "price", precision: digits, minMove: tickSize } });
    series.setData(candles.map(toBar));
    lastRef.current = candles.at(-1) ?? null;
    chartRef.current?.timeScale().scrollToRealTime();
  }, [symbol, timeframe, candles, digits, tickSize]);

  // Live: each quote updates the last candle or opens the next one.
  useEffect(() => {
    const series = seriesRef.current;
    if (!series || !quote || quote.symbol !== symbol) return;
    const next = applyQuoteToCandle(lastRef.current, quote, timeframe);
    if (!next) return;
    lastRef.current = next;
    series.update(toBar(next));
  }, [quote, symbol, timeframe]);

  // Entry, SL and TP lines.
  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    for (const line of linesRef.current) series.removePriceLine(line);
    linesRef.current = lines.map((line) =>
      series.createPriceLine({
        price: line.price,
        color: lineColors[line.kind],
        lineWidth: 1,
        lineStyle: line.kind === "entry" ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: line.title,
      }),
    );
  }, [lines]);

  return <div ref={containerRef} className="size-full" data-testid="price-chart" />;
}
