import type { ReactNode } from "react";

/** One row: its key, its header cell (the first column) and the other cells. */
export interface SimpleRow {
  key: string;
  head: ReactNode;
  cells: readonly ReactNode[];
}

const cellPad = "py-1.5 pr-4";

/**
 * A plain read-only table in the site's style: a caption (for screen readers, or shown),
 * column headers, rows whose first cell heads the row, and an optional total row. With
 * `numeric`, every column after the first holds figures: right-aligned, in tabular digits. It
 * scrolls sideways on narrow screens.
 */
export function SimpleTable({
  caption,
  showCaption = false,
  headers,
  rows,
  foot,
  numeric = false,
  minWidth = "36rem",
}: {
  caption: string;
  showCaption?: boolean;
  headers: readonly string[];
  rows: readonly SimpleRow[];
  foot?: SimpleRow;
  numeric?: boolean;
  minWidth?: string;
}) {
  const align = (column: number) =>
    numeric && column > 0 ? " text-right font-mono tabular-nums" : "";
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption
          className={
            showCaption ? "mb-2 text-left text-sm font-semibold text-slate-200" : "sr-only"
          }
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
            {headers.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`${cellPad} font-medium whitespace-nowrap${numeric && i > 0 ? " text-right" : ""}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-800/60">
              <th scope="row" className={`${cellPad} font-semibold text-slate-100`}>
                {row.head}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className={`${cellPad} text-slate-300${align(i + 1)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr>
              <th scope="row" className={`${cellPad} font-semibold text-white`}>
                {foot.head}
              </th>
              {foot.cells.map((cell, i) => (
                <td key={i} className={`${cellPad} font-semibold text-white${align(i + 1)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
