import type { TradeFilters } from "@proparena/contracts/trading";
import type { Trade } from "@proparena/domain/engine/trades";
import type { ServiceContext } from "../service-context";
import { csvField as field } from "../../lib/csv";
import { tradesOf } from "./account-records";

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
  // What pnl_usd includes of trading costs (rule set 3 on), after the columns older files had.
  "commission_usd",
  "swap_usd",
];

/** The journal's filters over the account's trades (closed in [from, to)). */
function matches(filters: TradeFilters): (t: Trade) => boolean {
  const from = filters.from ? Date.parse(filters.from) : -Infinity;
  const to = filters.to ? Date.parse(filters.to) : Infinity;
  return (t) =>
    (!filters.symbol || t.symbol === filters.symbol) &&
    (!filters.side || t.side === filters.side) &&
    t.closeTime >= from &&
    t.closeTime < to;
}

const iso = (t: number) => new Date(t).toISOString();

/** GET /api/accounts/:id/trades.csv: the journal (with its filters), oldest first. */
export async function tradesCsv(
  ctx: ServiceContext,
  accountId: string,
  filters: TradeFilters,
): Promise<string> {
  const trades = (await tradesOf(ctx, accountId)).filter(matches(filters));
  const lines = trades.map((t) =>
    [
      t.id,
      t.symbol,
      t.side,
      t.volume,
      iso(t.openTime),
      t.openPrice,
      iso(t.closeTime),
      t.closePrice,
      (t.pnl / 100).toFixed(2),
      t.reason,
      (t.commission / 100).toFixed(2),
      (t.swap / 100).toFixed(2),
    ]
      .map(field)
      .join(","),
  );
  return [HEADER.join(","), ...lines].join("\r\n") + "\r\n";
}
