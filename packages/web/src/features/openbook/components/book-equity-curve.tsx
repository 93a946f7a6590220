import type { OpenbookBook } from "@proparena/contracts/openbook";
import { ChartFrame } from "../../../components/chart-frame";
import { CHART_COLORS } from "../../../components/charts/chart-colors";
import { EmptyNote } from "../../../components/metrics-section";
import { useBookChart } from "../lib/book-charts";

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block w-4 border-t-2"
      style={{ borderColor: color }}
    />
  );
}

/** A book's closed balance and equity over time (no floors: the public sees the curve only). */
export function BookEquityCurve({ book }: { book: OpenbookBook }) {
  const chart = useBookChart();
  if (book.equityCurve.length === 0) {
    return <EmptyNote>No equity history yet: the curve starts with the first trade.</EmptyNote>;
  }
  return (
    <div className="space-y-2">
      <ChartFrame
        className="h-56 w-full sm:h-64"
        label={`${book.label}: balance and equity over time`}
      >
        {chart({ points: book.equityCurve, levels: [] })}
      </ChartFrame>
      <ul aria-label="Chart legend" className="flex gap-5 text-xs text-slate-300">
        <li className="flex items-center gap-2">
          <Swatch color={CHART_COLORS.balance} /> Balance
        </li>
        <li className="flex items-center gap-2">
          <Swatch color={CHART_COLORS.equity} /> Equity
        </li>
      </ul>
    </div>
  );
}
