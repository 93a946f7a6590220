import type { ReactNode } from "react";
import { formatUsd } from "../../../lib/format-trading";
import { BookChartContext, type BookChartRenderer } from "../lib/book-charts";

/** Stands in for the canvas chart (jsdom has no canvas): what it would draw, as text. */
const stub: BookChartRenderer = ({ points }) => (
  <p data-testid="book-chart-stub">
    Book curve: {points.length} points, last equity {formatUsd(points.at(-1)?.equityCents ?? 0)}
  </p>
);

/** A `renderApp` wrapper that swaps the book's chart for the stub. */
export function StubBookChart({ children }: { children: ReactNode }) {
  return <BookChartContext.Provider value={stub}>{children}</BookChartContext.Provider>;
}
