import { asc } from "drizzle-orm";
import type { TradeFilters } from "@proparena/contracts/trading";
import type { Db } from "../../db/database";
import { tradeHistories } from "../../db/schema";
import { tradeFilter } from "../trading/list-history";

const HEADER = [
  "id",
  "symbol",
  "side",
  "volume",
  "open_time",
  "open_price",
  "close_time",
  "close_price",
  "pnl_usd",
  "reason",
];

/** A CSV field: quoted when it holds a comma, quote or line break; formulas neutralised. */
function field(value: string | number): string {
  let text = String(value);
  const numeric = /^-?\d+(\.\d+)?$/.test(text);
  if (!numeric && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /api/accounts/:id/trades.csv: the journal (with its filters), oldest first. */
export async function tradesCsv(db: Db, accountId: string, filters: TradeFilters): Promise<string> {
  const rows = await db
    .select()
    .from(tradeHistories)
    .where(tradeFilter(accountId, filters))
    .orderBy(asc(tradeHistories.closeTime), asc(tradeHistories.id));
  const lines = rows.map((r) =>
    [
      r.id,
      r.symbol,
      r.side,
      r.volume,
      r.openTime.toISOString(),
      r.openPrice,
      r.closeTime.toISOString(),
      r.closePrice,
      (r.pnlCents / 100).toFixed(2),
      r.reason,
    ]
      .map(field)
      .join(","),
  );
  return [HEADER.join(","), ...lines].join("\r\n") + "\r\n";
}
