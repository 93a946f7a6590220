/** A CSV field: quoted when it holds a comma, quote or line break; formulas neutralised. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  const numeric = /^-?\d+(\.\d+)?$/.test(text);
  if (!numeric && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of objects as CSV with a header line, columns in the order of `columns`. */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const cell = (v: unknown) =>
    csvField(
      v === null ||
        v === undefined ||
        typeof v === "string" ||
        typeof v === "number" ||
        typeof v === "boolean"
        ? v
        : JSON.stringify(v),
    );
  return (
    [columns.join(","), ...rows.map((row) => columns.map((c) => cell(row[c])).join(","))].join(
      "\r\n",
    ) + "\r\n"
  );
}
