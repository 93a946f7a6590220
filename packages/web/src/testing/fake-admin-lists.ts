import { ADMIN_LIST_NAMES, ADMIN_LISTS } from "@proparena/contracts/admin-lists";
import type { AdminListName, AdminListRow } from "@proparena/contracts/admin-lists";
import type { FakeApi, FakeResponse } from "./fake-api";

/**
 * The admin lists for the fake API (contracts/admin-lists.ts): `GET /admin/lists/<list>`
 * searching, filtering, sorting and paging rows kept in memory like the server does (a cursor
 * is the offset here, opaque to the app), refusing an unknown sort or filter with a 400 that
 * names it, and `GET /admin/lists/<list>.csv` answering a small CSV.
 */

export type AdminListRows = { [L in AdminListName]: AdminListRow<L>[] };

type AnyRow = Record<string, unknown>;

/** Row fields the sorts name, where they differ. */
const SORT_FIELDS: Record<string, string> = {
  balance: "balanceCents",
  pnl: "pnlCents",
  amount: "amountCents",
};

/** How a filter reads a row, where it is not the field of the same name. */
const FILTER_READERS: Record<string, (row: AnyRow) => unknown> = {
  role: (row) => ("isAdmin" in row ? (row.isAdmin ? "admin" : "trader") : row.role),
  verified: (row) => (row.emailVerifiedAt ? "yes" : "no"),
  status: (row) => ("suspendedAt" in row ? (row.suspendedAt ? "suspended" : "active") : row.status),
  plan: (row) => row.planId,
  targetId: (row) => (row.details as AnyRow | undefined)?.targetId,
};

const badRequest = (path: string, message: string): FakeResponse => ({
  status: 400,
  body: { message: "Invalid request", code: "VALIDATION_ERROR", issues: [{ path, message }] },
});

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""));
}

function select(list: AdminListName, rows: AnyRow[], search: URLSearchParams) {
  const spec = ADMIN_LISTS[list];
  for (const key of search.keys()) {
    if (["search", "sort", "cursor", "limit"].includes(key)) continue;
    if (!(key in spec.filters)) return badRequest(key, `The ${list} list has no filter "${key}".`);
  }
  const sort = search.get("sort") ?? `-${spec.sorts[0]}`;
  const sortField = sort.replace(/^-/, "");
  if (!spec.sorts.includes(sortField)) {
    return badRequest("sort", `The ${list} list cannot be sorted by "${sortField}".`);
  }
  let selected = rows;
  for (const [name, allowed] of Object.entries(spec.filters)) {
    const value = search.get(name);
    if (!value) continue;
    if (allowed.length > 0 && !allowed.includes(value)) {
      return badRequest(name, `"${value}" is not one of ${allowed.join(", ")}.`);
    }
    const read = FILTER_READERS[name] ?? ((row: AnyRow) => row[name]);
    selected = selected.filter((row) => String(read(row)) === value);
  }
  const term = search.get("search")?.trim().toLowerCase();
  if (term) {
    selected = selected.filter((row) =>
      Object.values(row).some(
        (value) => typeof value === "string" && value.toLowerCase().startsWith(term),
      ),
    );
  }
  const field = SORT_FIELDS[sortField] ?? sortField;
  const direction = sort.startsWith("-") ? -1 : 1;
  return [...selected].sort((a, b) => direction * compare(a[field], b[field]));
}

export function installAdminListsFake(
  api: FakeApi,
  rows: Partial<AdminListRows> = {},
  { pageSize = 100 }: { pageSize?: number } = {},
) {
  const state: AdminListRows = {
    users: [],
    accounts: [],
    orders: [],
    positions: [],
    tradehistory: [],
    purchases: [],
    audit: [],
    kyc: [],
    payoutrequests: [],
    tickets: [],
    merchorders: [],
    ...rows,
  };
  for (const list of ADMIN_LIST_NAMES) {
    api.on(`GET /admin/lists/${list}`, ({ search }) => {
      const selected = select(list, state[list] as AnyRow[], search);
      if (!Array.isArray(selected)) return selected;
      const start = Number(search.get("cursor")?.replace(/^c/, "") ?? 0);
      const limit = Math.min(Number(search.get("limit") ?? 50), pageSize);
      const items = selected.slice(start, start + limit);
      const next = start + limit < selected.length ? `c${start + limit}` : null;
      return { status: 200, body: { items, nextCursor: next } };
    });
    api.on(`GET /admin/lists/${list}.csv`, ({ search }) => {
      const selected = select(list, state[list] as AnyRow[], search);
      if (!Array.isArray(selected)) return selected;
      return { status: 200, body: ["id", ...selected.map((row) => String(row.id))].join("\n") };
    });
  }
  return { state };
}
