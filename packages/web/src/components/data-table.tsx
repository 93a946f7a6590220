import type { ReactNode } from "react";
import { EmptyRow, Th } from "./table-parts";

/** A column of a `DataTable`: its header, right-aligned for figures. */
export interface DataColumn {
  label: ReactNode;
  right?: boolean;
}

/** The header of a row-actions column: read out, not shown. */
export const ACTIONS_COLUMN: DataColumn = {
  label: <span className="sr-only">Actions</span>,
  right: true,
};

/** The columns of SymbolSideLotsCells (table-parts). */
export const SYMBOL_SIDE_LOTS_COLUMNS: readonly DataColumn[] = [
  { label: "Symbol" },
  { label: "Side" },
  { label: "Lots", right: true },
];

/** The columns of CostCells and a PnlCell after them (table-parts). */
export const COSTS_PNL_COLUMNS: readonly DataColumn[] = [
  { label: "Commission", right: true },
  { label: "Swap", right: true },
  { label: "P&L", right: true },
];

/**
 * A compact table of trading rows (orders, positions, trades): a caption for screen readers,
 * the column headers, and either the rows (`children`) or, when `placeholder` is set, one
 * full-width row saying why there are none (loading, an error, nothing yet). It scrolls
 * sideways below `minWidth`, when it has one (and holds what is positioned inside it, such as
 * a link's screen-reader text, so the page does not widen). A `panel` table (an admin detail page's) sits in a
 * bordered frame, its rows in the page's text size.
 */
export function DataTable({
  caption,
  columns,
  minWidth,
  placeholder,
  panel = false,
  headClassName = panel ? "text-xs text-slate-400" : "text-slate-500",
  children,
}: {
  caption: string;
  columns: readonly DataColumn[];
  minWidth?: string;
  placeholder?: ReactNode;
  panel?: boolean;
  headClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={`relative overflow-x-auto ${panel ? "rounded-2xl border border-slate-800 bg-slate-900/50" : ""}`}
    >
      <table className={`w-full ${panel ? "text-sm" : "text-xs"}`} style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className={headClassName}>
          <tr>
            {columns.map((column, index) => (
              <Th key={index} right={column.right}>
                {column.label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {placeholder ? <EmptyRow colSpan={columns.length}>{placeholder}</EmptyRow> : children}
        </tbody>
      </table>
    </div>
  );
}

const rowButtonClass =
  "rounded border border-slate-600 px-2 py-0.5 text-[11px] font-semibold text-slate-200 focus-visible:outline-2 focus-visible:outline-brand-300 disabled:opacity-50";

/**
 * A row's Edit button and the button that ends it (Cancel an order, Close a position), which
 * says `endingText` and cannot be pressed while that request runs.
 */
export function RowActions({
  editLabel,
  onEdit,
  endLabel,
  onEnd,
  endText,
  endingText,
  ending,
}: {
  editLabel: string;
  onEdit: () => void;
  endLabel: string;
  onEnd: () => void;
  endText: string;
  endingText: string;
  ending: boolean;
}) {
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={onEdit}
        aria-label={editLabel}
        className={`${rowButtonClass} hover:border-brand-400 hover:text-brand-200`}
      >
        Edit
      </button>
      <button
        type="button"
        onClick={onEnd}
        disabled={ending}
        aria-label={endLabel}
        className={`${rowButtonClass} hover:border-rose-400 hover:text-rose-200`}
      >
        {ending ? endingText : endText}
      </button>
    </div>
  );
}

/**
 * A DataTable of detail rows (a trade's fills and swaps, a decision's positions and checks, the
 * journal): lighter column headers, and a row a `rows` item, ruled off above, its cells from
 * `cells` (and any `data-` attributes from `rowData`).
 */
export function RuledTable<T>({
  rows,
  rowKey,
  rowData,
  cells,
  ...table
}: Omit<Parameters<typeof DataTable>[0], "children" | "headClassName"> & {
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  rowData?: (row: T) => Record<`data-${string}`, string>;
  cells: (row: T) => ReactNode;
}) {
  return (
    <DataTable {...table} headClassName="text-slate-400">
      {rows.map((row, index) => (
        <tr key={rowKey(row, index)} {...rowData?.(row)} className="border-t border-slate-800/70">
          {cells(row)}
        </tr>
      ))}
    </DataTable>
  );
}
