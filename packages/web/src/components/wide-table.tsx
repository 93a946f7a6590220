import type { ReactNode } from "react";
import { ColumnHeaderRow } from "./column-header-row";
import type { DataColumn } from "./data-table";

/**
 * The table of a list shown as cards on a phone (the leaderboard, the public books): hidden
 * below 640 px, framed and scrolling sideways above. A caption for screen readers, the uppercase
 * header row and the rows (`children`); `className` adds to the table's (a minimum width).
 */
export function WideTable({
  caption,
  columns,
  className = "",
  children,
}: {
  caption: string;
  columns: readonly (string | DataColumn)[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-800 sm:block">
      <table className={`w-full text-left text-sm ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900 text-xs tracking-wide text-slate-400 uppercase">
          <ColumnHeaderRow cellClassName="px-4 py-3" columns={columns} />
        </thead>
        <tbody className="divide-y divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
