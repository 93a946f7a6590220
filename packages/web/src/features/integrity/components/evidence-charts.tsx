import type { ReactNode } from "react";
import type { IntegrityTrade } from "@proparena/contracts/integrity";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { useEvidenceCandles } from "../requests/get-evidence-candles";
import {
  chartCandles,
  evidenceSymbols,
  OTHER_COLOR,
  OWN_COLOR,
  tradeMarks,
  type EvidenceChartProps,
} from "../lib/evidence-chart";

/** Draws a symbol's candles with markers (the app gives the back office's candle chart). */
export type EvidenceChartRenderer = (props: EvidenceChartProps) => ReactNode;

function SymbolChart({
  flagId,
  symbol,
  trades,
  renderChart,
}: {
  flagId: string;
  symbol: string;
  trades: readonly IntegrityTrade[];
  renderChart: EvidenceChartRenderer;
}) {
  const candles = useEvidenceCandles(flagId, symbol, trades);
  if (candles.isPending) return <LoadingState label={`Loading ${symbol} candles…`} />;
  if (candles.isError)
    return <QueryErrorState title={`The ${symbol} candles could not be loaded`} query={candles} />;
  if (candles.data.candles.length === 0)
    return <p className="text-sm text-slate-400">No {symbol} candles recorded for these times.</p>;
  return renderChart({
    symbol,
    candles: chartCandles(candles.data.candles),
    events: tradeMarks(trades),
  });
}

/**
 * The evidence trades drawn on their symbols' candles: a marker at each open and close, the
 * flagged trader's own in one colour and the other accounts' in another.
 */
export function EvidenceCharts({
  flagId,
  trades,
  renderChart,
}: {
  flagId: string;
  trades: readonly IntegrityTrade[];
  renderChart: EvidenceChartRenderer;
}) {
  if (trades.length === 0) return <p className="text-sm text-slate-400">No trades to draw.</p>;
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap gap-4 text-xs text-slate-300">
        <span>
          <span aria-hidden="true" style={{ color: OWN_COLOR }}>
            ●
          </span>{" "}
          The flagged trader&apos;s trades
        </span>
        <span>
          <span aria-hidden="true" style={{ color: OTHER_COLOR }}>
            ●
          </span>{" "}
          Other accounts&apos; trades
        </span>
      </p>
      {evidenceSymbols(trades).map((symbol) => (
        <div key={symbol} className="space-y-1">
          <h4 className="text-sm font-semibold text-white">{symbol}</h4>
          <SymbolChart
            flagId={flagId}
            symbol={symbol}
            trades={trades.filter((trade) => trade.symbol === symbol)}
            renderChart={renderChart}
          />
        </div>
      ))}
    </div>
  );
}
