import {
  createColumnHelper,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";
import type { ColumnDef, RowData } from "@tanstack/react-table";
import type { AdminListName, AdminListRow } from "@proparena/contracts/admin-lists";

/** How a column's cells sit: numbers right-aligned in tabular figures. */
export interface AdminColumnMeta {
  align?: "right";
  mono?: boolean;
}

/**
 * The table model of every admin list: sorting (done by the server, the table only keeps the
 * state and the header toggles) and expanding (a row's details, e.g. an audit entry's JSON).
 */
export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  rowExpandingFeature,
  columnMeta: {} as AdminColumnMeta,
});
export type AdminTableFeatures = typeof adminTableFeatures;

/**
 * The columns of a list. A column is sortable when its id is one of the list's sorts
 * (ADMIN_LISTS), so give sortable columns that id (e.g. "balance" for balanceCents).
 */
export type AdminColumns<L extends AdminListName> = ListColumns<AdminListRow<L>>;

/** The columns of any list of rows shown by ListView (a list served outside ADMIN_LISTS). */
export type ListColumns<Row extends RowData> = ColumnDef<
  AdminTableFeatures,
  Row,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes value types (as the helper's own `columns`)
  any
>[];

export function adminColumnHelper<L extends AdminListName>() {
  return createColumnHelper<AdminTableFeatures, AdminListRow<L>>();
}

export function listColumnHelper<Row extends RowData>() {
  return createColumnHelper<AdminTableFeatures, Row>();
}
