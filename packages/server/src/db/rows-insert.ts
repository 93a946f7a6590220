// Many rows as one statement with one parameter: cheap to build whatever the row count (a
// drizzle insert of thousands of rows spends ~20 ms of JavaScript per thousand on parameters).
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";

type Conflict = "update" | "skip" | "fail";

/** A statement's text around its one parameter, for a table, the columns written and a conflict. */
interface StatementText {
  readonly before: string;
  readonly after: string;
}

/** Per table: its columns (key, column) once, and the texts built so far by columns and conflict. */
const tables = new WeakMap<
  PgTable,
  {
    columns: [string, ReturnType<typeof getTableColumns>[string]][];
    texts: Map<string, StatementText>;
  }
>();

function statementText(
  table: PgTable,
  columns: [string, ReturnType<typeof getTableColumns>[string]][],
  conflict: Conflict,
): StatementText {
  const name = `"${getTableName(table)}"`;
  const list = columns.map(([, column]) => `"${column.name}"`).join(", ");
  const keys = columns.map(([key]) => `"${key}"`).join(", ");
  const record = columns.map(([key, c]) => `"${key}" ${c.getSQLType()}`).join(", ");
  const before = `insert into ${name} (${list}) select ${keys} from json_to_recordset(`;
  const as = `::json) as r(${record})`;
  if (conflict === "fail") return { before, after: as };
  if (conflict === "skip") return { before, after: `${as} on conflict do nothing` };
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
  return { before, after: `${as} on conflict (${target}) do update set ${updates}` };
}

/**
 * Rows of one table as one JSON parameter (json_to_recordset): the database parses them, so
 * a write of any size is one small statement to build, and the rows are serialised as they
 * are (no copy per row: the record's keys are declared with their column's type). The columns
 * are those the rows carry (a column they leave out keeps its default). On a conflicting
 * primary key the row is updated to the new record, skipped, or the write fails, as asked.
 * The statement's text is built once per table, columns and conflict (a desk writes the same
 * few shapes thousands of times a second).
 */
export function rowsInsert(table: PgTable, rows: object[], conflict: Conflict): SQL {
  let known = tables.get(table);
  if (!known) {
    known = { columns: Object.entries(getTableColumns(table)), texts: new Map() };
    tables.set(table, known);
  }
  const first = rows[0]!;
  let shape: string = conflict;
  for (const [key] of known.columns) shape += key in first ? "1" : "0";
  let text = known.texts.get(shape);
  if (!text) {
    const columns = known.columns.filter(([key]) => key in first);
    text = statementText(table, columns, conflict);
    known.texts.set(shape, text);
  }
  return sql`${sql.raw(text.before)}${JSON.stringify(rows)}${sql.raw(text.after)}`;
}
