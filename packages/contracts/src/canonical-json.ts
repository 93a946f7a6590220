/**
 * One JSON text per value, so a hash of it can be recomputed anywhere: object keys sorted by
 * code unit, no whitespace, arrays in their order, `undefined` members left out (as
 * `JSON.stringify` does). The integrity evidence hash is SHA-256 over this text's UTF-8 bytes.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`canonicalJson cannot encode ${typeof value}`);
    return text;
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}
