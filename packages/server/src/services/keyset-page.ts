import { and, eq, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isUuid } from "../lib/is-uuid";
import { badRequest } from "../lib/http-error";

// Keyset pagination, newest first: the cursor is the last row's time and id.

export function encodeCursor(time: Date, id: string): string {
  return Buffer.from(`${time.toISOString()}|${id}`).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): { time: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const time = new Date(iso ?? "");
  if (!id || !isUuid(id) || Number.isNaN(time.getTime())) {
    throw badRequest("The page cursor is not valid");
  }
  return { time, id };
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
