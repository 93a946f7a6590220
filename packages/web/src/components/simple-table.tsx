import type { ReactNode } from "react";

/** One row: its key, its header cell (the first column) and the other cells. */
export interface SimpleRow {
  key: string;
  head: ReactNode;
  cells: readonly ReactNode[];
}

/**
 * A plain read-only table in the site's style: a caption for screen readers, column headers,
 * and rows whose first cell heads the row. It scrolls sideways on narrow screens.
 */
export function SimpleTable({
  caption,
  headers,
  rows,
  minWidth = "36rem",
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly SimpleRow[];
  minWidth?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
            {headers.map((h) => (
              <th key={h} scope="col" className="py-1.5 pr-4 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-800/60">
              <th scope="row" className="py-1.5 pr-4 font-semibold text-slate-100">
                {row.head}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="py-1.5 pr-4 text-slate-300">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
