// Many rows as one statement with one parameter: cheap to build whatever the row count (a
// drizzle insert of thousands of rows spends ~20 ms of JavaScript per thousand on parameters).
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";

/**
 * Rows of one table as one JSON parameter (json_to_recordset): the database parses them, so
 * a write of any size is one small statement to build, and the rows are serialised as they
 * are (no copy per row: the record's keys are declared with their column's type). The columns
 * are those the rows carry (a column they leave out keeps its default). On a conflicting
 * primary key the row is updated to the new record, skipped, or the write fails, as asked.
 */
export function rowsInsert(
  table: PgTable,
  rows: object[],
  conflict: "update" | "skip" | "fail",
): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const name = sql.identifier(getTableName(table));
  const list = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(", "));
  const keys = sql.raw(columns.map(([key]) => `"${key}"`).join(", "));
  const record = sql.raw(columns.map(([key, c]) => `"${key}" ${c.getSQLType()}`).join(", "));
  const insert = sql`insert into ${name} (${list}) select ${keys} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${record})`;
  if (conflict === "fail") return insert;
  if (conflict === "skip") return sql`${insert} on conflict do nothing`;
  const composite = getTableConfig(table).primaryKeys[0]?.columns.map((c) => c.name) ?? [];
  const key = columns
    .filter(([, c]) => c.primary)
    .map(([, c]) => c.name)
    .concat(composite);
  const updates = columns
    .filter(([, column]) => !key.includes(column.name))
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
    .join(", ");
  const target = key.map((name) => `"${name}"`).join(", ");
  return sql`${insert} on conflict (${sql.raw(target)}) do update set ${sql.raw(updates)}`;
}
