import { DrawingButtons, DrawingHint } from "./drawing-tools";
import { IndicatorsMenu } from "./indicators-menu";
import type { ChartToolsState } from "./use-chart-tools-state";

/** The chart's tool row: the indicators menu, the draw buttons and what the next click does. */
export function ChartToolsBar({ tools }: { tools: ChartToolsState }) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-800 px-3 py-1">
      <IndicatorsMenu tools={tools} />
      <DrawingButtons tools={tools} />
      <DrawingHint tools={tools} />
    </div>
  );
}
