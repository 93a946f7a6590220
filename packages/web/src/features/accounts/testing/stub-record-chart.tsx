import type { ReactNode } from "react";
import {
  RecordChartContext,
  type RecordChartRenderers,
} from "../components/record/record-chart-renderers";
import { toCandleBars, toEventMarks } from "../components/record/record-chart-data";

const minute = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 16);

/** Stands in for the canvas chart (jsdom has no canvas): what it would draw, as text. */
const stubCharts: RecordChartRenderers = {
  candles: ({ symbol, candles, events }) => {
    const bars = toCandleBars(candles);
    const marks = toEventMarks(events, bars);
    return (
      <div data-testid="record-chart-stub">
        <p>
          {symbol}: {bars.length} candles
          {bars.length > 0 && `, ${minute(bars[0]!.time)}–${minute(bars.at(-1)!.time)} UTC`}
        </p>
        <ul aria-label="Chart markers">
          {marks.map((mark) => (
            <li key={`${mark.label}-${mark.time}`}>
              {mark.label} @ {minute(mark.time)}
              {mark.price !== null && ` ${mark.price}`}
            </li>
          ))}
        </ul>
      </div>
    );
  },
};

/** A `renderApp` wrapper that swaps the record chart for the stub. */
export function StubRecordChart({ children }: { children: ReactNode }) {
  return <RecordChartContext.Provider value={stubCharts}>{children}</RecordChartContext.Provider>;
}
