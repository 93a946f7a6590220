import { and, desc, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { decodeCursor, olderThan } from "../keyset-page";

/**
 * What a support inbox (the contact messages, the tickets) asks for a page: one status or all,
 * after the cursor, latest activity first.
 */
export function inboxPage(
  table: { status: PgColumn; updatedAt: PgColumn; id: PgColumn },
  query: { status?: string; cursor?: string },
) {
  const after = decodeCursor(query.cursor);
  return {
    where: and(
      query.status ? eq(table.status, query.status) : undefined,
      olderThan(table.updatedAt, table.id, after),
    ),
    orderBy: [desc(table.updatedAt), desc(table.id)],
  };
}
