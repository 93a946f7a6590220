import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * An upsert's `set` that takes each named column from the row that conflicted
 * (`excluded."column"`): `onConflictDoUpdate({ target, set: takeExcluded(table, [...]) })`.
 */
export function takeExcluded<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]),
  ) as Record<K, SQL>;
}
