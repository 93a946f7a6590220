import type { AdminListSpec } from "@proparena/contracts/admin-lists";

/**
 * Everything an admin list shows lives in the page's query string, so a view can be shared by
 * URL and survives a reload: `search`, `sort` (`field` or `-field`), the list's filters under
 * their own names, `limit`, and `cursor` once per page turned (the stack of keyset cursors:
 * the last one is the current page; Previous drops it).
 */

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

const RESERVED = ["search", "sort", "cursor", "limit"] as const;

export interface ListViewState {
  search: string;
  /** As the URL has it; null: the list's default (its first sort, descending). */
  sort: string | null;
  /** Only the list's own filters that have a value. */
  filters: Record<string, string>;
  /** Cursors of the pages turned to, oldest first; empty on the first page. */
  cursors: string[];
  limit: number;
}

export interface SortEntry {
  id: string;
  desc: boolean;
}

export function readListState(params: URLSearchParams, spec: AdminListSpec): ListViewState {
  const filters: Record<string, string> = {};
  for (const name of Object.keys(spec.filters)) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const limit = Number(params.get("limit"));
  return {
    search: params.get("search")?.trim() ?? "",
    sort: params.get("sort") || null,
    filters,
    cursors: params.getAll("cursor").filter(Boolean),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** `-createdAt` -> {id: createdAt, desc: true}; no sort: the list's default. */
export function sortEntry(sort: string | null, spec: AdminListSpec): SortEntry | null {
  if (sort)
    return sort.startsWith("-") ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
  const first = spec.sorts[0];
  return first ? { id: first, desc: true } : null;
}

export function sortParam(entry: SortEntry): string {
  return `${entry.desc ? "-" : ""}${entry.id}`;
}

/** Whether the view is narrowed (a search or a filter), which changes the empty message. */
export function isNarrowed(state: ListViewState): boolean {
  return state.search !== "" || Object.keys(state.filters).length > 0;
}

/** The query of the CSV export: the view's search, sort and filters, no paging. */
export function exportQuery(state: ListViewState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.search) query.set("search", state.search);
  if (state.sort) query.set("sort", state.sort);
  for (const [name, value] of Object.entries(state.filters)) query.set(name, value);
  return query;
}

/** The query of one page of the list: the export's plus the current cursor and the limit. */
export function pageQuery(state: ListViewState): URLSearchParams {
  const query = exportQuery(state);
  const cursor = state.cursors.at(-1);
  if (cursor) query.set("cursor", cursor);
  query.set("limit", String(state.limit));
  return query;
}

export type ListChange =
  | { kind: "search"; value: string }
  | { kind: "sort"; value: string }
  | { kind: "filter"; name: string; value: string }
  | { kind: "limit"; value: number }
  | { kind: "next"; cursor: string }
  | { kind: "previous" }
  /** Drops the search and the filters. */
  | { kind: "clear"; spec: AdminListSpec }
  /** Back to the list's default view (e.g. after the server refused this one). */
  | { kind: "reset"; spec: AdminListSpec };

/**
 * The query string after a change. Anything but turning a page starts again at the first page
 * (a cursor belongs to the view that produced it). Other parameters of the page are kept.
 */
export function applyListChange(params: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  switch (change.kind) {
    case "next":
      next.append("cursor", change.cursor);
      return next;
    case "previous": {
      const cursors = next.getAll("cursor");
      next.delete("cursor");
      for (const cursor of cursors.slice(0, -1)) next.append("cursor", cursor);
      return next;
    }
    case "search":
      set("search", change.value.trim());
      break;
    case "sort":
      set("sort", change.value);
      break;
    case "filter":
      set(change.name, change.value.trim());
      break;
    case "limit":
      set("limit", change.value === DEFAULT_PAGE_SIZE ? "" : String(change.value));
      break;
    case "clear":
      for (const name of ["search", ...Object.keys(change.spec.filters)]) next.delete(name);
      break;
    case "reset":
      for (const name of [...RESERVED, ...Object.keys(change.spec.filters)]) next.delete(name);
      break;
  }
  next.delete("cursor");
  return next;
}
