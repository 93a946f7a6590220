import { and, desc, eq } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { decodeCursor, olderThan } from "../keyset-page";

/**
 * A support inbox's page (the contact messages, the tickets) of `select`, the inbox's own query
 * (its columns and joins, `$dynamic()`): one status or all, after the cursor, latest activity
 * first, one row more than the page to tell whether another follows.
 */
export function inboxPage<S extends PgSelect>(
  select: S,
  table: { status: PgColumn; updatedAt: PgColumn; id: PgColumn },
  query: { status?: string; cursor?: string; limit: number },
) {
  const after = decodeCursor(query.cursor);
  return select
    .where(
      and(
        query.status ? eq(table.status, query.status) : undefined,
        olderThan(table.updatedAt, table.id, after),
      ),
    )
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(query.limit + 1);
}
