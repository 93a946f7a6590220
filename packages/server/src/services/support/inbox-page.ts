import { eq } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { newestFirstPage } from "../keyset-page";

/**
 * A support inbox's page (the contact messages, the tickets) of `select`, the inbox's own query
 * (its columns and joins, `$dynamic()`): one status or all, latest activity first. `record`
 * picks a row's message or ticket, `view` what the page shows of the row.
 */
export function inboxPage<S extends PgSelect, T>(
  select: S,
  table: { status: PgColumn; updatedAt: PgColumn; id: PgColumn },
  query: { status?: string; cursor?: string; limit: number },
  record: (row: Awaited<S>[number]) => { updatedAt: Date; id: string },
  view: (row: Awaited<S>[number]) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  return newestFirstPage(
    select,
    [table.updatedAt, table.id],
    query.status ? eq(table.status, query.status) : undefined,
    query,
    (row) => ({ time: record(row).updatedAt, id: record(row).id }),
    view,
  );
}
