import { createContext, lazy, useContext, type ReactNode } from "react";
import type { EquityChartProps } from "../../../components/charts/equity-chart-model";

/** The canvas chart loads in its own chunk (the app's shared equity chart), on first render. */
const EquityChart = lazy(() =>
  import("../../../components/charts/equity-chart").then((m) => ({ default: m.EquityChart })),
);

export type BookChartRenderer = (props: EquityChartProps) => ReactNode;

/**
 * What draws a public book's equity curve: the app's canvas chart; tests, where jsdom has no
 * canvas, provide a text stub through this context (as the metrics' charts do).
 */
export const BookChartContext = createContext<BookChartRenderer>((props) => (
  <EquityChart {...props} />
));

export function useBookChart(): BookChartRenderer {
  return useContext(BookChartContext);
}
