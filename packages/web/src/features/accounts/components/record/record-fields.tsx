import { formatUsd } from "../../../../lib/format-trading";
import { formatDateTime, formatNumber, humanize } from "../../../../lib/admin-format";
import { DetailList } from "../../../../components/detail-section";

const LABELS: Record<string, string> = {
  id: "ID",
  accountId: "Account ID",
  userId: "User ID",
  userEmail: "Owner",
  pnl: "P&L",
  sl: "Stop loss",
  tp: "Take profit",
};

/** "openPrice" -> "Open price", "pnlCents" -> "P&L", "accountId" -> "Account ID". */
export function fieldLabel(key: string): string {
  const base = key.endsWith("Cents") ? key.slice(0, -"Cents".length) : key;
  const known = LABELS[key] ?? LABELS[base];
  if (known) return known;
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

const isTimeKey = (key: string) => /(Time|At)$/.test(key) || key === "time";

/** One value of a record in words: money, times, prices, yes/no, or as it came. */
export function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") {
    if (key.endsWith("Cents")) return formatUsd(value);
    return formatNumber(value);
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") {
    if (isTimeKey(key)) return formatDateTime(value);
    return ["side", "type", "status", "reason"].includes(key) ? humanize(value) : value;
  }
  return JSON.stringify(value);
}

/** Every field of the record, as the server sent it, in a definition list. */
export function RecordFields({ record }: { record: Record<string, unknown> }) {
  const rows = Object.entries(record).map(
    ([key, value]) => [fieldLabel(key), fieldValue(key, value)] as const,
  );
  return <DetailList rows={rows} />;
}
