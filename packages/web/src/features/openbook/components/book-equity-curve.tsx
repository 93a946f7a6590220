import type { OpenbookBook } from "@proparena/contracts/openbook";
import { ChartFrame } from "../../../components/chart-frame";
import { EquityLegend } from "../../../components/charts/equity-legend";
import { EmptyNote } from "../../../components/metrics-section";
import { useBookChart } from "../lib/book-charts";

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
      <EquityLegend />
    </div>
  );
}
