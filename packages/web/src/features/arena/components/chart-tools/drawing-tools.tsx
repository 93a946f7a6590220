import { formatPrice } from "../../../../lib/format-trading";
import { errorMessage } from "../../../../lib/api-client";
import { focusRing } from "../../../../components/button-styles";
import type { ChartToolsState } from "./use-chart-tools-state";

const toolButton = `rounded px-2 py-1 text-xs hover:bg-slate-800 hover:text-white ${focusRing}`;

/** The draw buttons: a horizontal line (one click) or a trend line (two clicks). */
export function DrawingButtons({ tools }: { tools: ChartToolsState }) {
  const active = tools.drawing?.kind ?? null;
  return (
    <div role="group" aria-label="Draw" className="flex gap-1">
      {(
        [
          ["horizontal", "Horizontal line"],
          ["trend", "Trend line"],
        ] as const
      ).map(([kind, label]) => (
        <button
          key={kind}
          type="button"
          aria-pressed={active === kind}
          onClick={() => tools.startDrawing(active === kind ? null : kind)}
          className={`${toolButton} ${active === kind ? "bg-amber-500/20 text-amber-200" : "text-slate-300"}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** What the next click draws, while drawing. */
export function DrawingHint({ tools }: { tools: ChartToolsState }) {
  if (!tools.drawing) return null;
  const text =
    tools.drawing.kind === "horizontal"
      ? "Click a price on the chart to draw a horizontal line."
      : tools.drawing.first
        ? "Click the trend line's second point."
        : "Click the trend line's first point.";
  return (
    <p role="status" className="flex items-center gap-2 text-xs text-amber-200">
      {text}
      <button
        type="button"
        onClick={() => tools.startDrawing(null)}
        className={`${toolButton} text-slate-300`}
      >
        Cancel
      </button>
    </p>
  );
}

/** The lines drawn on this symbol, each with its delete button. */
export function DrawingList({ tools, digits }: { tools: ChartToolsState; digits: number }) {
  const { drawings } = tools;
  if (drawings.isPending) return <p className="text-[11px] text-slate-500">Loading drawings…</p>;
  if (drawings.isError)
    return (
      <p role="alert" className="text-[11px] text-rose-300">
        Could not load your drawings: {errorMessage(drawings.error)}
      </p>
    );
  const list = drawings.data.drawings;
  if (list.length === 0)
    return <p className="text-[11px] text-slate-500">No lines drawn on this symbol.</p>;
  return (
    <ul aria-label="Drawings" className="flex flex-wrap gap-1.5">
      {list.map((drawing) => {
        const label =
          drawing.kind === "horizontal"
            ? `Horizontal ${formatPrice(drawing.points[0]!.price, digits)}`
            : `Trend ${drawing.points.map((p) => formatPrice(p.price, digits)).join(" → ")}`;
        return (
          <li
            key={drawing.id}
            className="flex items-center gap-1 rounded border border-slate-700 px-1.5 py-0.5 text-[11px] text-slate-300"
          >
            {label}
            <button
              type="button"
              aria-label={`Delete ${label}`}
              disabled={tools.deleting === drawing.id}
              onClick={() => tools.deleteDrawing(drawing.id)}
              className={`rounded px-1 text-rose-300 hover:bg-rose-950/60 ${focusRing}`}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
