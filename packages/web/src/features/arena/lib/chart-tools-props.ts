import type {
  Drawing,
  DrawingKind,
  DrawingPoint,
  Indicator,
} from "@proparena/contracts/arena-tools";

/** What the chart draws of the trader's tools, and where a click on it goes. */
export interface ChartToolsProps {
  /** The indicators (settings); the chart computes them over its candles. */
  indicators: readonly Indicator[];
  /** The lines drawn on this symbol. */
  drawings: readonly Drawing[];
  /** The line being drawn: its kind and, for a trend line, the first point once clicked. */
  drawing: { kind: DrawingKind; first: DrawingPoint | null } | null;
  /** A click on the prices while drawing: the candle time and the price under the pointer. */
  onPoint: (point: DrawingPoint) => void;
}
