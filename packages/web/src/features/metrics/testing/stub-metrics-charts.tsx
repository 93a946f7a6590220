import type { ReactNode } from "react";
import { formatSignedUsd, formatUsd } from "../../../lib/format-trading";
import {
  MetricsChartsContext,
  type MetricsChartRenderers,
} from "../components/charts/chart-renderers";

/** Stands in for the canvas charts (jsdom has no canvas): what they would draw, as text. */
const stubCharts: MetricsChartRenderers = {
  equity: ({ points, levels }) => (
    <div data-testid="equity-chart-stub">
      <p>
        Equity chart: {points.length} points, last balance{" "}
        {formatUsd(points.at(-1)?.balanceCents ?? 0)}
      </p>
      <ul aria-label="Equity chart lines">
        {levels.map((level) => (
          <li key={level.id}>
            {level.title} @ {formatUsd(level.cents)}
          </li>
        ))}
      </ul>
    </div>
  ),
  dailyPnl: ({ days }) => (
    <p data-testid="daily-chart-stub">
      Daily bars: {days.map((day) => `${day.day} ${formatSignedUsd(day.pnlCents)}`).join(", ")}
    </p>
  ),
};

/** A `renderApp` wrapper that swaps the metrics charts for the stubs. */
export function StubMetricsCharts({ children }: { children: ReactNode }) {
  return (
    <MetricsChartsContext.Provider value={stubCharts}>{children}</MetricsChartsContext.Provider>
  );
}
