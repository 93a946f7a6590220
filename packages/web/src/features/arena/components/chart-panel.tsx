import { Suspense, useMemo } from "react";
import type { ReactNode } from "react";
import { TIMEFRAMES } from "@proparena/contracts/trading";
import type { Instrument, Order, Position, Timeframe } from "@proparena/contracts/trading";
import { Spinner } from "../../../components/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useCandles } from "../requests/get-candles";
import { usePriceChartRenderer } from "../lib/chart-context";
import type { ChartPriceLine } from "../lib/chart-context";
import { formatLots, formatPrice } from "../../../lib/format-trading";
import { useQuote } from "../lib/quote-store";
import type { QuoteStore } from "../lib/quote-store";
import { ChartToolsBar } from "./chart-tools/chart-tools-bar";
import { DrawingList } from "./chart-tools/drawing-tools";
import { useChartToolsState } from "./chart-tools/use-chart-tools-state";

function linesFor(symbol: string, positions: readonly Position[], orders: readonly Order[]) {
  const lines: ChartPriceLine[] = [];
  for (const p of positions) {
    if (p.symbol !== symbol) continue;
    const label = `${p.side === "buy" ? "Buy" : "Sell"} ${formatLots(p.volume)}`;
    lines.push({ id: `${p.id}:entry`, price: p.openPrice, kind: "entry", title: label });
    if (p.stopLoss !== null)
      lines.push({ id: `${p.id}:sl`, price: p.stopLoss, kind: "stopLoss", title: "SL" });
    if (p.takeProfit !== null)
      lines.push({ id: `${p.id}:tp`, price: p.takeProfit, kind: "takeProfit", title: "TP" });
  }
  for (const o of orders) {
    if (o.symbol !== symbol || o.price === null) continue;
    lines.push({
      id: `${o.id}:price`,
      price: o.price,
      kind: "pending",
      title: `${o.side} ${o.type} ${formatLots(o.volume)}`,
    });
  }
  return lines;
}

export function ChartPanel({
  instrument,
  timeframe,
  onTimeframeChange,
  store,
  positions,
  orders,
}: {
  instrument: Instrument;
  timeframe: Timeframe;
  onTimeframeChange: (timeframe: Timeframe) => void;
  store: QuoteStore;
  positions: readonly Position[];
  orders: readonly Order[];
}) {
  const renderChart = usePriceChartRenderer();
  const candles = useCandles(instrument.symbol, timeframe);
  const quote = useQuote(store, instrument.symbol);
  const tools = useChartToolsState(instrument.symbol);
  const lines = useMemo(
    () => linesFor(instrument.symbol, positions, orders),
    [instrument.symbol, positions, orders],
  );

  return (
    <section
      aria-label={`${instrument.symbol} chart`}
      className="flex min-h-0 flex-col rounded-xl border border-slate-800 bg-slate-900/60"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-800 px-3 py-2">
        <div className="flex items-baseline gap-3">
          <h2 className="text-sm font-semibold text-white">{instrument.symbol}</h2>
          <span className="hidden text-xs text-slate-400 sm:inline">{instrument.name}</span>
          {quote && (
            <span className="font-mono text-xs text-slate-300 tabular-nums">
              {formatPrice(quote.bid, instrument.digits)} /{" "}
              {formatPrice(quote.ask, instrument.digits)}
            </span>
          )}
        </div>
        <div role="group" aria-label="Timeframe" className="flex gap-1">
          {TIMEFRAMES.map((tf) => (
            <button
              key={tf}
              type="button"
              aria-pressed={tf === timeframe}
              onClick={() => onTimeframeChange(tf)}
              className={`rounded px-2 py-1 font-mono text-xs focus-visible:outline-2 focus-visible:outline-brand-300 ${
                tf === timeframe
                  ? "bg-brand-500 text-slate-950"
                  : "text-slate-400 hover:bg-slate-800 hover:text-white"
              }`}
            >
              {tf}
            </button>
          ))}
        </div>
      </header>
      <ChartToolsBar tools={tools} />
      <div className="relative h-72 sm:h-96 lg:h-[26rem]">
        {candles.isPending ? (
          <ChartMessage>
            <Spinner /> Loading {instrument.symbol} {timeframe} candles…
          </ChartMessage>
        ) : candles.isError ? (
          <ChartMessage>
            <span role="alert" className="text-rose-300">
              Could not load the chart: {errorMessage(candles.error)}
            </span>
            <button
              type="button"
              onClick={() => void candles.refetch()}
              className="rounded border border-slate-700 px-2 py-1 text-xs text-slate-200 hover:bg-slate-800"
            >
              Try again
            </button>
          </ChartMessage>
        ) : (
          <Suspense
            fallback={
              <ChartMessage>
                <Spinner /> Loading the chart…
              </ChartMessage>
            }
          >
            {renderChart({
              symbol: instrument.symbol,
              timeframe: timeframe,
              digits: instrument.digits,
              tickSize: instrument.tickSize,
              candles: candles.data.candles,
              quote: quote,
              lines: lines,
              tools: tools.chart,
            })}
          </Suspense>
        )}
      </div>
      <div className="space-y-1 border-t border-slate-800 px-3 py-1.5">
        <DrawingList tools={tools} digits={instrument.digits} />
        <p className="text-[11px] text-slate-500">
          Candles are bid prices; volume bars count ticks. The last candle and its volume update
          live.
        </p>
      </div>
    </section>
  );
}

function ChartMessage({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-400">
      {children}
    </div>
  );
}
