import type { ReactNode } from "react";
import { ColumnHeaderRow } from "./column-header-row";
import type { DataColumn } from "./data-table";

/**
 * A table that scrolls sideways on a narrow screen: a caption for screen readers, a row of
 * column headers and the rows (`children`). `className` sets the table's text size and minimum
 * width (`min-w-[52rem] text-xs`), `headClassName` the header row's look. The frame is the
 * containing block of what is positioned inside (a copy button's screen-reader status), so that
 * does not widen the page beyond the scrolling frame.
 */
export function ScrollTable({
  caption,
  columns,
  className,
  headClassName,
  bodyClassName,
  children,
}: {
  caption: string;
  columns: readonly (string | DataColumn)[];
  className: string;
  headClassName: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className={`w-full text-left ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={headClassName}>
          <ColumnHeaderRow columns={columns} />
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}
