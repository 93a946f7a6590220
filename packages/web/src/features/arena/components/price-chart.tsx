import { useEffect, useRef } from "react";
import { CandlestickSeries, createChart, HistogramSeries, LineStyle } from "lightweight-charts";
import type { IChartApi, IPriceLine, ISeriesApi } from "lightweight-charts";
import type { Candle } from "@proparena/contracts/trading";
import { candleChartOptions, candleSeriesOptions, priceFormatOf } from "../../../lib/chart-theme";
import { toCandleBar, toVolumeBar } from "../lib/chart-bars";
import type { ChartPriceLine, PriceChartProps } from "../lib/chart-context";
import type { QuoteSighting } from "../lib/live-candle";
import { applyQuoteToCandle, isNewTick } from "../lib/live-candle";
import { useChartTools } from "./chart-tools/use-chart-tools";

const lineColors: Record<ChartPriceLine["kind"], string> = {
  entry: "#38bdf8",
  stopLoss: "#f43f5e",
  takeProfit: "#10b981",
  pending: "#a78bfa",
};

/** Volume sits in the bottom 20% of the chart; the candles keep clear of it. */
const VOLUME_SCALE_ID = "volume";
const candleScaleMargins = { top: 0.08, bottom: 0.24 };
const volumeScaleMargins = { top: 0.8, bottom: 0 };

/** The candlestick chart (TradingView lightweight-charts, canvas). Loaded lazily. */
export function PriceChart({
  symbol,
  timeframe,
  digits,
  tickSize,
  candles,
  quote,
  lines,
  tools,
}: PriceChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<"Candlestick"> | null>(null);
  const volumeRef = useRef<ISeriesApi<"Histogram"> | null>(null);
  const lastRef = useRef<Candle | null>(null);
  const sightingRef = useRef<QuoteSighting | null>(null);
  const linesRef = useRef<IPriceLine[]>([]);

  // One chart per mount.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      ...candleChartOptions,
      rightPriceScale: { borderColor: "#334155", scaleMargins: candleScaleMargins },
    });
    const series = chart.addSeries(CandlestickSeries, candleSeriesOptions);
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: VOLUME_SCALE_ID,
      priceFormat: { type: "volume" },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volume.priceScale().applyOptions({ scaleMargins: volumeScaleMargins });
    chartRef.current = chart;
    seriesRef.current = series;
    volumeRef.current = volume;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
      volumeRef.current = null;
      linesRef.current = [];
    };
  }, []);

  // History: a new symbol, timeframe or reload replaces every bar.
  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    series.applyOptions({ priceFormat: priceFormatOf(digits, tickSize) });
    series.setData(candles.map(toCandleBar));
    volumeRef.current?.setData(candles.map(toVolumeBar));
    lastRef.current = candles.at(-1) ?? null;
    chartRef.current?.timeScale().scrollToRealTime();
  }, [symbol, timeframe, candles, digits, tickSize]);

  // Live: each quote updates the last candle or opens the next one; each new quote is one tick.
  useEffect(() => {
    const sighting = { symbol, timeframe, quote };
    const newTick = isNewTick(sightingRef.current, sighting);
    sightingRef.current = sighting;
    const series = seriesRef.current;
    if (!series || !quote || quote.symbol !== symbol) return;
    const next = applyQuoteToCandle(lastRef.current, quote, timeframe, newTick);
    if (!next) return;
    lastRef.current = next;
    series.update(toCandleBar(next));
    volumeRef.current?.update(toVolumeBar(next));
  }, [quote, symbol, timeframe]);

  // The trader's indicators and drawings (chart-tools), after the live candle is updated.
  useChartTools({
    chart: chartRef,
    prices: seriesRef,
    candles,
    live: lastRef,
    quoteVersion: quote,
    digits,
    tools,
  });

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
