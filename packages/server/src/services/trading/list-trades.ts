import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { TradeFilters } from "@proparena/contracts/trading";
import { tradeHistories } from "../../db/schema";
import { tradeFromRow } from "../../trading/record-mappers";
import { wireTrade } from "../../trading/wire-views";
import { newestFirstPage } from "../keyset-page";
import { withCopySources } from "../social/copy-sources";
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
  const page = await newestFirstPage(
    db.select().from(tradeHistories).$dynamic(),
    [tradeHistories.closeTime, tradeHistories.id],
    tradeFilter(accountId, filters),
    { cursor, limit },
    (r) => ({ time: r.closeTime, id: r.id }),
    (r) => wireTrade(tradeFromRow(r)),
  );
  // A copied trade names where it came from (social trading).
  return { ...page, items: await withCopySources(db, accountId, page.items) };
}
