import { createContext, lazy, useContext } from "react";
import type { ReactNode } from "react";
import type { Candle, Quote, Timeframe } from "@proparena/contracts/trading";
import type { ChartToolsProps } from "./chart-tools-props";

export interface ChartPriceLine {
  id: string;
  price: number;
  kind: "entry" | "stopLoss" | "takeProfit" | "pending";
  title: string;
}

export interface PriceChartProps {
  symbol: string;
  timeframe: Timeframe;
  digits: number;
  tickSize: number;
  candles: readonly Candle[];
  /** The latest quote of the symbol; its bid folds into the last candle. */
  quote: Quote | undefined;
  lines: readonly ChartPriceLine[];
  /** The trader's indicators and drawings, and the clicks that draw (chart-tools). */
  tools?: ChartToolsProps;
}

/** The canvas chart loads in its own chunk, on first render. */
const LightweightPriceChart = lazy(() =>
  import("../components/price-chart").then((m) => ({ default: m.PriceChart })),
);

export type RenderPriceChart = (props: PriceChartProps) => ReactNode;

const renderLightweightChart: RenderPriceChart = (props) => <LightweightPriceChart {...props} />;

/**
 * What draws the chart. The app uses lightweight-charts (canvas); tests, where jsdom has no
 * canvas, provide a stub through this context.
 */
export const PriceChartContext = createContext<RenderPriceChart>(renderLightweightChart);

export function usePriceChartRenderer(): RenderPriceChart {
  return useContext(PriceChartContext);
}
