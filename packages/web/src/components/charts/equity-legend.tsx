import type { ReactNode } from "react";
import { CHART_COLORS } from "./chart-colors";

/** A line's sample in a chart legend: its colour, dashed for a level. */
export function Swatch({ color, dashed = false }: { color: string; dashed?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block w-4 border-t-2 ${dashed ? "border-dashed" : ""}`}
      style={{ borderColor: color }}
    />
  );
}

/** The legend of a balance and equity chart; `children` adds items (the account's levels). */
export function EquityLegend({ children }: { children?: ReactNode }) {
  return (
    <ul aria-label="Chart legend" className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-300">
      <li className="flex items-center gap-2">
        <Swatch color={CHART_COLORS.balance} /> Balance
      </li>
      <li className="flex items-center gap-2">
        <Swatch color={CHART_COLORS.equity} /> Equity
      </li>
      {children}
    </ul>
  );
}
