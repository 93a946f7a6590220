import type { ReactNode } from "react";

/** A cell of a log row; `logCell` adds what a column needs (alignment, wrapping). */
export const logCell = (extra = "") => `px-3 py-2 align-top text-slate-300 ${extra}`.trim();

/**
 * The operations pages' logs (a job's runs, Discord's deliveries): newest first in a bordered
 * table whose first cell heads each row, or `empty` in words when there is nothing yet.
 */
export function LogTable({
  caption,
  columns,
  minWidth,
  empty,
  children,
}: {
  caption: string;
  /** Header labels; `right` aligns a column of counts.  */
  columns: readonly { label: string; right?: boolean }[];
  minWidth: string;
  /** Set when there are no rows: what to say instead of the table. */
  empty?: ReactNode;
  children?: ReactNode;
}) {
  if (empty) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-4 text-center text-sm text-slate-400">
        {empty}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-800">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900/80 text-xs text-slate-400">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 font-medium whitespace-nowrap ${column.right ? "text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
