import { utcTimestampMs } from "@proparena/contracts/wire-dates";
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { isUuid } from "../lib/is-uuid";
import { fieldInvalid } from "../lib/http-error";

// Keyset pagination, newest first: the cursor is the last row's time and id.

/** What every forged, stale or damaged cursor answers (400 on the `cursor` field). */
export const cursorInvalid = () =>
  fieldInvalid("cursor", "The page cursor is not valid: start from the first page.");

export function encodeCursor(time: Date, id: string): string {
  return Buffer.from(`${time.toISOString()}|${id}`).toString("base64url");
}

/**
 * The time and id of a cursor this server wrote: exactly `<ISO time with ms>|<uuid>`, at an
 * instant the database stores. Anything else is a 400 before a query runs.
 */
export function decodeCursor(cursor: string | undefined): { time: Date; id: string } | null {
  if (!cursor) return null;
  const parts = Buffer.from(cursor, "base64url").toString().split("|");
  const [iso = "", id = ""] = parts;
  const ms = parts.length === 2 && isUuid(id) ? utcTimestampMs(iso, 3) : null;
  if (ms === null) throw cursorInvalid();
  return { time: new Date(ms), id };
}

/** Rows after the cursor in (time desc, id desc) order; undefined without a cursor. */
export function olderThan(
  time: PgColumn,
  id: PgColumn,
  after: { time: Date; id: string } | null,
): SQL | undefined {
  if (!after) return undefined;
  return or(lt(time, after.time), and(eq(time, after.time), lt(id, after.id)));
}

/** One page out of `limit + 1` rows fetched, with the cursor of the next page. */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  key: (row: R) => { time: Date; id: string },
  view: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const lastKey = last ? key(last) : null;
  return {
    items: page.map(view),
    nextCursor: rows.length > limit && lastKey ? encodeCursor(lastKey.time, lastKey.id) : null,
  };
}

/** A row of a query. */
type RowOf<S extends PgSelect> = Awaited<S>[number];

/**
 * One keyset page, newest first, of `select` (the list's own columns and joins, `$dynamic()`):
 * its rows that match `where`, after the cursor in (`time` desc, `id` desc) order. `key` gives a
 * row's time and id (the next page's cursor), `view` what the page shows of it.
 */
export async function newestFirstPage<S extends PgSelect, T>(
  select: S,
  [time, id]: readonly [time: PgColumn, id: PgColumn],
  where: SQL | undefined,
  page: { cursor?: string; limit: number },
  key: (row: RowOf<S>) => { time: Date; id: string },
  view: (row: RowOf<S>) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const after = decodeCursor(page.cursor);
  const rows: Awaited<S> = await select
    .where(and(where, olderThan(time, id, after)))
    .orderBy(desc(time), desc(id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, key, view);
}
