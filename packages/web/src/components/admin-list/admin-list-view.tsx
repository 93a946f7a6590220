import { Fragment, useMemo } from "react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { FlexRender, functionalUpdate, useTable } from "@tanstack/react-table";
import type { Header, RowData, SortingState, Updater } from "@tanstack/react-table";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { ADMIN_LISTS } from "@proparena/contracts/admin-lists";
import type { AdminListName, AdminListRow, AdminListSpec } from "@proparena/contracts/admin-lists";
import { focusRing } from "../button-styles";
import { ExportCsvButton } from "../export-csv-button";
import { LoadingState } from "../loading-state";
import { useExportAdminListCsv } from "../../lib/export-admin-list-csv";
import { useAdminList } from "../../lib/get-admin-list";
import { ListError } from "./list-error";
import { ListPagination } from "./list-pagination";
import type { ListLabels } from "./list-toolbar";
import { ListToolbar } from "./list-toolbar";
import type { ListChange } from "./list-url-state";
import {
  applyListChange,
  exportQuery,
  isNarrowed,
  pageQuery,
  readListState,
  sortEntry,
  sortParam,
} from "./list-url-state";
import type { AdminColumns, AdminTableFeatures, ListColumns } from "./table-features";
import { adminTableFeatures } from "./table-features";

const NO_ROWS: never[] = [];

function columnId(column: { id?: string; accessorKey?: unknown }): string | undefined {
  if (column.id) return column.id;
  return typeof column.accessorKey === "string" ? column.accessorKey : undefined;
}

function SortableHeader<T extends RowData>({
  header,
}: {
  header: Header<AdminTableFeatures, T, unknown>;
}) {
  const { column } = header;
  const sorted = column.getIsSorted();
  const content = header.isPlaceholder ? null : <FlexRender header={header} />;
  const align = column.columnDef.meta?.align === "right" ? "text-right" : "text-left";
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={`px-3 py-2 font-medium whitespace-nowrap ${align}`}>
        {content}
      </th>
    );
  }
  const next = column.getNextSortingOrder();
  return (
    <th
      scope="col"
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
      className={`px-3 py-1 font-medium whitespace-nowrap ${align}`}
    >
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        title={next === "asc" ? "Sort ascending" : "Sort descending"}
        className={`inline-flex items-center gap-1 rounded px-1 py-1 hover:text-white ${focusRing} ${
          sorted ? "text-white" : ""
        }`}
      >
        {content}
        <span aria-hidden="true" className="text-[10px]">
          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
        </span>
      </button>
    </th>
  );
}

/** The table's sort state from the URL's `sort`, the same array while it does not change. */
function useSortingState(sort: string | null, spec: AdminListSpec): SortingState {
  return useMemo(() => {
    const entry = sortEntry(sort, spec);
    return entry ? [entry] : [];
  }, [sort, spec]);
}

/** One keyset page of a list: its rows and the cursor of the next page (null on the last). */
export interface ListPage<Row> {
  items: Row[];
  nextCursor: string | null;
}

/**
 * One admin list (ADMIN_LISTS), driven by the URL: search, filters, sort, page size and the
 * stack of page cursors all sit in the query string. The server sorts, filters and pages; the
 * table (TanStack Table, headless) keeps the sort state, header toggles and expandable rows.
 */
export function AdminListView<L extends AdminListName>({
  list,
  ...view
}: {
  list: L;
  /** Stable (module scope): a column whose id is one of the list's sorts is sortable. */
  columns: AdminColumns<L>;
  /** Plural, lower case: "users", "audit entries". */
  noun: string;
  /** The table's accessible name. */
  caption: string;
  labels?: ListLabels;
  /** A row's expanded details (the row then needs a toggle, see `row.getToggleExpandedHandler`). */
  renderDetail?: (row: AdminListRow<L>) => ReactNode;
}) {
  const url = useListUrl(ADMIN_LISTS[list]);
  const page = useAdminList(list, pageQuery(url.state));
  const exportCsv = useExportAdminListCsv(list);
  return (
    <ListView<AdminListRow<L>, unknown> {...view} url={url} page={page} exportCsv={exportCsv} />
  );
}

/** A list's view state read from the URL's query string, and the way to change it. */
export function useListUrl(spec: AdminListSpec) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, spec);
  const change = (next: ListChange, replace = false) =>
    void setParams(applyListChange(params, next), { replace });
  return { spec, state, change };
}
export type ListUrl = ReturnType<typeof useListUrl>;

/**
 * A list of the back office's common shape (`spec`: sorts, filters, search) served by any
 * keyset route: `url` is its state in the URL (useListUrl), `page` the page that state asks for
 * (its query is `pageQuery(url.state)`), `exportCsv` downloads the CSV of the same search, sort
 * and filters. AdminListView serves the lists of ADMIN_LISTS through it.
 */
export function ListView<Row extends { id: string }, E>({
  url,
  page,
  exportCsv,
  columns,
  noun,
  caption,
  labels,
  renderDetail,
}: {
  url: ListUrl;
  page: UseQueryResult<ListPage<Row>>;
  exportCsv: UseMutationResult<E, Error, URLSearchParams>;
  columns: ListColumns<Row>;
  noun: string;
  caption: string;
  labels?: ListLabels;
  renderDetail?: (row: Row) => ReactNode;
}) {
  const { spec, state, change } = url;

  const sorting = useSortingState(state.sort, spec);

  const tableColumns = useMemo<ListColumns<Row>>(
    () =>
      columns.map((column) => {
        const id = columnId(column as { id?: string; accessorKey?: unknown });
        return { ...column, enableSorting: id !== undefined && spec.sorts.includes(id) };
      }),
    [columns, spec],
  );

  const onSortingChange = (updater: Updater<SortingState>) => {
    const first = functionalUpdate(updater, sorting)[0];
    if (first) change({ kind: "sort", value: sortParam(first) });
  };

  const data: Row[] = page.data?.items ?? NO_ROWS;
  const table = useTable({
    features: adminTableFeatures,
    columns: tableColumns,
    data,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: true,
    state: { sorting },
    onSortingChange,
    getRowCanExpand: () => renderDetail !== undefined,
  });

  const columnCount = tableColumns.length;
  const updating = page.isFetching && page.isPlaceholderData;

  let body: ReactNode;
  if (page.isPending) {
    body = <LoadingState label={`Loading ${noun}…`} />;
  } else if (page.isError) {
    body = (
      <ListError
        error={page.error}
        noun={noun}
        onRetry={() => void page.refetch()}
        onReset={() => change({ kind: "reset", spec })}
      />
    );
  } else if (page.data.items.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-slate-700 px-4 py-10 text-center text-sm text-slate-400">
        {isNarrowed(state)
          ? `No ${noun} match this search and these filters.`
          : state.cursors.length > 0
            ? `No more ${noun}.`
            : `No ${noun} yet.`}
      </p>
    );
  } else {
    body = (
      <div className="max-w-full overflow-x-auto rounded-xl border border-slate-800 bg-slate-900/40">
        <table className="w-full min-w-max text-sm" aria-busy={updating || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-900/80 text-xs text-slate-400">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <tr className="border-t border-slate-800/70 align-top hover:bg-slate-800/30">
                  {row.getAllCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        className={`px-3 py-2 whitespace-nowrap text-slate-300 ${
                          meta?.align === "right" ? "text-right" : "text-left"
                        } ${meta?.mono ? "font-mono tabular-nums" : ""}`}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
                {renderDetail && row.getIsExpanded() && (
                  <tr className="bg-slate-950/60">
                    <td colSpan={columnCount} className="px-3 py-3">
                      {renderDetail(row.original)}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const nextCursor = page.data?.nextCursor ?? null;
  return (
    <section aria-label={caption} className="min-w-0 space-y-4">
      <ListToolbar
        spec={spec}
        state={state}
        labels={labels}
        onSearch={(value) => change({ kind: "search", value }, true)}
        onFilter={(name, value) => change({ kind: "filter", name, value })}
        onLimit={(value) => change({ kind: "limit", value })}
        onReset={() => change({ kind: "clear", spec })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-xs text-slate-400">
          {updating ? `Updating the ${noun}…` : ""}
        </p>
        <ExportCsvButton exportCsv={exportCsv} query={exportQuery(state)} />
      </div>
      {body}
      <ListPagination
        page={state.cursors.length + 1}
        canPrevious={state.cursors.length > 0}
        canNext={nextCursor !== null && !page.isPlaceholderData && !page.isError}
        onPrevious={() => change({ kind: "previous" })}
        onNext={() => {
          if (nextCursor) change({ kind: "next", cursor: nextCursor });
        }}
      />
    </section>
  );
}
