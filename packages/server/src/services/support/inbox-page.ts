import { and, desc, eq } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";

/**
 * A support inbox's page (the contact messages, the tickets) of `select`, the inbox's own query
 * (its columns and joins, `$dynamic()`): one status or all, after the cursor, latest activity
 * first. `record` picks a row's message or ticket (its time and id make the cursor), `view`
 * what the page shows of the row.
 */
export async function inboxPage<S extends PgSelect, T>(
  select: S,
  table: { status: PgColumn; updatedAt: PgColumn; id: PgColumn },
  query: { status?: string; cursor?: string; limit: number },
  record: (row: Awaited<S>[number]) => { updatedAt: Date; id: string },
  view: (row: Awaited<S>[number]) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor);
  const rows: Awaited<S> = await select
    .where(
      and(
        query.status ? eq(table.status, query.status) : undefined,
        olderThan(table.updatedAt, table.id, after),
      ),
    )
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row) => ({ time: record(row).updatedAt, id: record(row).id }),
    view,
  );
}
