import {
  ADMIN_LISTS,
  type AdminListName,
  type AdminListQuery,
  type AdminListSpec,
} from "@proparena/contracts/admin-lists";
import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/database";
import { utcTimestampMs } from "@proparena/contracts/wire-dates";
import { fieldInvalid } from "../../../lib/http-error";
import { isUuid } from "../../../lib/is-uuid";
import { cursorInvalid } from "../../keyset-page";

/**
 * A sortable column: never null, so (value, id) orders every row exactly once. "number" is a
 * BIGINT (money) column, "score" a double precision one in [0, 1] (an integrity score).
 */
export interface SortKey {
  column: PgColumn;
  kind: "time" | "number" | "score" | "text";
}

/** The sort value as exact text for the cursor (microseconds kept for times). */
function sortText(key: SortKey): SQL {
  if (key.kind === "time") {
    return sql`to_char(${key.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return key.kind === "number" || key.kind === "score"
    ? sql`${key.column}::text`
    : sql`${key.column}`;
}

/** The cursor's value back in the column's type, so the (value, id) index is used. */
function typed(key: SortKey, value: string): SQL {
  if (key.kind === "time") return sql`${value}::timestamptz`;
  if (key.kind === "score") return sql`${value}::double precision`;
  return key.kind === "number" ? sql`${value}::bigint` : sql`${value}`;
}

/**
 * One admin list: its allow-listed sorts and filters (DESIGN §10), its search, and how to read
 * a page. `read` gets the conditions and the order and must select `sortValue` and `id`.
 */
export interface ListDefinition<R extends { id: string }, V> {
  /** One of the back office's lists, or a list of its own declared by `spec` (the integrity queue). */
  name: AdminListName | string;
  spec?: AdminListSpec;
  id: PgColumn;
  sorts: Record<string, SortKey>;
  filters: Record<string, (value: string) => SQL | undefined>;
  search(term: string): SQL | undefined;
  read(
    db: Db,
    where: SQL | undefined,
    orderBy: SQL[],
    limit: number,
    sortValue: SQL,
  ): Promise<(R & { sortValue: unknown })[]>;
  view(row: R): V;
}

const RESERVED = new Set(["search", "sort", "cursor", "limit"]);

/** A LIKE pattern matching values that start with `term` (its own % and _ taken literally). */
export function startsWith(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An id filter: a malformed id matches nothing rather than erroring in the database. */
export function idEquals(column: PgColumn, value: string): SQL {
  return isUuid(value) ? sql`${column} = ${value}` : sql`false`;
}

function encodeCursor(value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([String(value), id])).toString("base64url");
}

const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;
/** A UTF-16 code unit that is half of a pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a cursor's sort value is one the column's type holds, written as `sortText` writes it. */
function sortValueFits(value: string, kind: SortKey["kind"]): boolean {
  if (kind === "time") return utcTimestampMs(value, 6) !== null;
  // A score's text as PostgreSQL writes a double in [0, 1] (1e-05 for the smallest).
  if (kind === "score") {
    return /^\d(\.\d+)?(e-\d+)?$/i.test(value) && Number(value) >= 0 && Number(value) <= 1;
  }
  if (kind === "number") {
    return /^-?\d{1,19}$/.test(value) && BigInt(value) >= BIGINT_MIN && BigInt(value) <= BIGINT_MAX;
  }
  // PostgreSQL text holds no NUL, and a broken surrogate is no text at all.
  return value.length <= 500 && !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** The sort value and id of a cursor this server wrote for this sort; anything else is a 400. */
function decodeCursor(cursor: string, kind: SortKey["kind"]): [string, string] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    throw cursorInvalid();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw cursorInvalid();
  const [value, id] = decoded as unknown[];
  if (typeof id !== "string" || !isUuid(id)) throw cursorInvalid();
  if (typeof value !== "string" || !sortValueFits(value, kind)) throw cursorInvalid();
  return [value, id];
}

/**
 * Reads one page of a list. Every query parameter is checked against the list's allow-list
 * first: an unknown sort, filter or filter value is a 400 that names it. Pages are keyset
 * pages on (sort value, id), so the 1,000th page costs what the first does.
 */
export async function readList<R extends { id: string }, V>(
  db: Db,
  list: ListDefinition<R, V>,
  query: AdminListQuery,
): Promise<{ items: V[]; nextCursor: string | null }> {
  const spec = list.spec ?? ADMIN_LISTS[list.name as AdminListName];
  const descending = !query.sort?.startsWith("+") && (query.sort?.startsWith("-") ?? true);
  const sortName = (query.sort ?? `-${spec.sorts[0]}`).replace(/^[-+]/, "");
  // Own properties only: "constructor" or "__proto__" is no sort, whatever objects inherit.
  const sort = Object.hasOwn(list.sorts, sortName) ? list.sorts[sortName] : undefined;
  if (!sort) {
    throw fieldInvalid(
      "sort",
      `Cannot sort ${list.name} by "${sortName}": use one of ${spec.sorts.join(", ")}.`,
    );
  }
  const conditions: (SQL | undefined)[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || raw === undefined || raw === "") continue;
    const value = String(raw);
    const filter = Object.hasOwn(list.filters, key) ? list.filters[key] : undefined;
    const allowed = Object.hasOwn(spec.filters, key) ? spec.filters[key] : undefined;
    if (!filter || !allowed) {
      const names = Object.keys(spec.filters);
      throw fieldInvalid(
        key,
        `${list.name} cannot be filtered by "${key}"${names.length ? `: use ${names.join(", ")}` : ""}.`,
      );
    }
    if (allowed.length > 0 && !allowed.includes(value)) {
      throw fieldInvalid(
        key,
        `"${value}" is not a ${key} of ${list.name}: use ${allowed.join(", ")}.`,
      );
    }
    conditions.push(filter(value));
  }
  if (query.search) conditions.push(list.search(query.search));
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor, sort.kind);
    const after = sql`(${typed(sort, value)}, ${id}::uuid)`;
    conditions.push(
      descending
        ? sql`(${sort.column}, ${list.id}) < ${after}`
        : sql`(${sort.column}, ${list.id}) > ${after}`,
    );
  }
  const direction = descending ? desc : asc;
  const rows = await list.read(
    db,
    and(...conditions),
    [direction(sort.column), direction(list.id)],
    query.limit + 1,
    sortText(sort),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => list.view(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.sortValue, last.id) : null,
  };
}
