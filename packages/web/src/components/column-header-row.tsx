import type { DataColumn } from "./data-table";

/**
 * A table's row of column headers, one `th scope="col"` a column (a plain label, or a
 * `DataColumn` to align a figure right), in the table's own cell padding (`cellClassName`, the
 * site's uppercase tables' by default).
 */
export function ColumnHeaderRow({
  columns,
  cellClassName = "py-2 pr-4",
  className,
}: {
  columns: readonly (string | DataColumn)[];
  cellClassName?: string;
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((entry, index) => {
        const column = typeof entry === "string" ? { label: entry } : entry;
        return (
          <th
            key={index}
            scope="col"
            className={`${cellClassName} font-medium${column.right ? " text-right" : ""}`}
          >
            {column.label}
          </th>
        );
      })}
    </tr>
  );
}

/** The header row style of the site's plain uppercase tables (purchases, payout weeks). */
export const UPPERCASE_HEADER_ROW =
  "border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase";
