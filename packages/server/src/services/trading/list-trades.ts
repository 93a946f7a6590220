import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { TradeFilters } from "@proparena/contracts/trading";
import { tradeHistories } from "../../db/schema";
import { tradeFromRow } from "../../trading/record-mappers";
import { wireTrade } from "../../trading/wire-views";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import type { ServiceContext } from "../service-context";

/** The journal's filters as SQL: instrument, side, closed in [from, to). */
function tradeFilter(accountId: string, filters: TradeFilters = {}): SQL | undefined {
  return and(
    eq(tradeHistories.accountId, accountId),
    filters.symbol ? eq(tradeHistories.symbol, filters.symbol) : undefined,
    filters.side ? eq(tradeHistories.side, filters.side) : undefined,
    filters.from ? gte(tradeHistories.closeTime, new Date(filters.from)) : undefined,
    filters.to ? lt(tradeHistories.closeTime, new Date(filters.to)) : undefined,
  );
}

export async function listTrades(
  { db }: ServiceContext,
  accountId: string,
  limit: number,
  cursor?: string,
  filters: TradeFilters = {},
) {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(tradeHistories)
    .where(
      and(
        tradeFilter(accountId, filters),
        olderThan(tradeHistories.closeTime, tradeHistories.id, after),
      ),
    )
    .orderBy(desc(tradeHistories.closeTime), desc(tradeHistories.id))
    .limit(limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ time: r.closeTime, id: r.id }),
    (r) => wireTrade(tradeFromRow(r)),
  );
}
