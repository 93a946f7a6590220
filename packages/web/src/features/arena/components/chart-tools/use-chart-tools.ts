import { useEffect, useRef } from "react";
import { HistogramSeries, LineSeries, LineStyle } from "lightweight-charts";
import type {
  IChartApi,
  IPriceLine,
  ISeriesApi,
  MouseEventParams,
  SeriesType,
  UTCTimestamp,
} from "lightweight-charts";
import type { Candle } from "@proparena/contracts/trading";
import type { ChartToolsProps } from "../../lib/chart-tools-props";
import { computeIndicator, type IndicatorSeries } from "../../lib/indicators";
import { trendSegment } from "../../lib/drawing-geometry";

// The trader's tools on the lightweight-charts chart (loaded with it, lazily): indicators as
// line series (overlays on the prices, RSI and MACD each in a pane below), horizontal lines as
// price lines, trend lines as two-point line series, and the clicks that draw them.

const DRAWING_COLOR = "#fbbf24";
/** Indicators follow the live candle at most this often. */
const LIVE_EVERY_MS = 1_000;

interface Drawn {
  id: string;
  series: ISeriesApi<SeriesType>[];
}

function toData(points: readonly { time: number; value: number }[]) {
  return points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value }));
}

/** The candles with the live one (the chart's last) in place of or after the last loaded. */
function withLive(candles: readonly Candle[], live: Candle | null): readonly Candle[] {
  const last = candles.at(-1);
  if (!live || !last || live.time < last.time) return candles;
  return live.time === last.time ? [...candles.slice(0, -1), live] : [...candles, live];
}

export function useChartTools({
  chart,
  prices,
  candles,
  live,
  quoteVersion,
  digits,
  tools,
}: {
  chart: React.RefObject<IChartApi | null>;
  prices: React.RefObject<ISeriesApi<"Candlestick"> | null>;
  candles: readonly Candle[];
  /** The chart's live candle (price-chart keeps it from the quotes). */
  live: React.RefObject<Candle | null>;
  /** Changes with each quote the chart took. */
  quoteVersion: unknown;
  /** The symbol's price digits (moving averages, bands and MACD are prices). */
  digits: number;
  tools: ChartToolsProps | undefined;
}) {
  const indicatorsRef = useRef<{ series: IndicatorSeries; drawn: ISeriesApi<SeriesType>[] }[]>([]);
  const drawnRef = useRef<Drawn[]>([]);
  const priceLinesRef = useRef<IPriceLine[]>([]);
  const computedAt = useRef(0);
  const indicatorKey = JSON.stringify(tools?.indicators ?? []);

  // Indicators: the series are made again when the list or its settings change.
  useEffect(() => {
    const api = chart.current;
    if (!api) return;
    for (const { drawn } of indicatorsRef.current) for (const s of drawn) api.removeSeries(s);
    indicatorsRef.current = [];
    let pane = 0;
    const priceFormat = { type: "price" as const, precision: digits, minMove: 10 ** -digits };
    for (const indicator of tools?.indicators ?? []) {
      const series = computeIndicator(indicator, []);
      const index = series.pane === "price" ? 0 : ++pane;
      const drawn = series.lines.map((line) =>
        line.histogram
          ? api.addSeries(
              HistogramSeries,
              { color: line.color, priceLineVisible: false, lastValueVisible: false, priceFormat },
              index,
            )
          : api.addSeries(
              LineSeries,
              {
                color: line.color,
                lineWidth: line.key === "middle" ? 1 : 2,
                lineStyle: line.key === "middle" ? LineStyle.Dotted : LineStyle.Solid,
                priceLineVisible: false,
                lastValueVisible: series.pane === "own",
                crosshairMarkerVisible: false,
                title: series.pane === "own" || line.key === "value" ? series.title : "",
                ...(indicator.kind === "rsi" ? {} : { priceFormat }),
              },
              index,
            ),
      );
      const first = drawn.find((s) => s.seriesType() === "Line") ?? drawn[0];
      for (const level of series.levels) {
        first?.createPriceLine({
          price: level,
          color: "#475569",
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: false,
        });
      }
      indicatorsRef.current.push({ series, drawn });
    }
    // The prices keep most of the height; each pane below takes a share.
    api.panes().forEach((p, i) => p.setStretchFactor(i === 0 ? 3 : 1));
    computedAt.current = 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the list
  }, [chart, indicatorKey, digits]);

  // Their values: from the history at once, then with the live candle once a second.
  useEffect(() => {
    const now = Date.now();
    if (computedAt.current !== 0 && now - computedAt.current < LIVE_EVERY_MS) return;
    computedAt.current = now;
    const closes = withLive(candles, live.current);
    for (const entry of indicatorsRef.current) {
      const settings = tools?.indicators.find((i) => i.id === entry.series.id);
      if (!settings) continue;
      const computed = computeIndicator(settings, closes);
      computed.lines.forEach((line, i) => entry.drawn[i]?.setData(toData(line.points)));
    }
  }, [candles, live, quoteVersion, indicatorKey, tools?.indicators]);

  // Drawings: horizontal lines on the prices, trend lines as their own two-point series.
  useEffect(() => {
    const api = chart.current;
    const series = prices.current;
    if (!api || !series) return;
    for (const line of priceLinesRef.current) series.removePriceLine(line);
    for (const drawn of drawnRef.current) for (const s of drawn.series) api.removeSeries(s);
    priceLinesRef.current = [];
    drawnRef.current = [];
    const times = candles.map((c) => c.time);
    for (const drawing of tools?.drawings ?? []) {
      const color = drawing.color ?? DRAWING_COLOR;
      if (drawing.kind === "horizontal") {
        priceLinesRef.current.push(
          series.createPriceLine({
            price: drawing.points[0]!.price,
            color,
            lineWidth: 1,
            lineStyle: LineStyle.Solid,
            axisLabelVisible: true,
            title: "",
          }),
        );
        continue;
      }
      const segment = trendSegment(drawing.points, times);
      if (segment.length === 0) continue;
      const line = api.addSeries(
        LineSeries,
        {
          color,
          lineWidth: 2,
          priceLineVisible: false,
          lastValueVisible: false,
          crosshairMarkerVisible: false,
          autoscaleInfoProvider: () => null,
        },
        0,
      );
      line.setData(toData(segment));
      drawnRef.current.push({ id: drawing.id, series: [line] });
    }
  }, [chart, prices, candles, tools?.drawings]);

  // Clicks on the prices while drawing.
  const onPoint = tools?.drawing ? tools.onPoint : null;
  useEffect(() => {
    const api = chart.current;
    const series = prices.current;
    if (!api || !series || !onPoint) return;
    const handler = (param: MouseEventParams) => {
      if (!param.point || (param.paneIndex ?? 0) !== 0) return;
      const price = series.coordinateToPrice(param.point.y);
      const time = param.time ?? api.timeScale().coordinateToTime(param.point.x);
      if (price === null || price <= 0 || typeof time !== "number") return;
      onPoint({ time, price });
    };
    // Two clicks in quick succession are a double click to the chart: the second one counts.
    api.subscribeClick(handler);
    api.subscribeDblClick(handler);
    return () => {
      api.unsubscribeClick(handler);
      api.unsubscribeDblClick(handler);
    };
  }, [chart, prices, onPoint]);
}
