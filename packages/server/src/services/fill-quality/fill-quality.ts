import type { FillQualityResponse } from "@proparena/contracts/fill-quality";
import { differenceUnit } from "@proparena/domain/market/fill-quality";
import { getInstrument, roundToDigits } from "@proparena/domain/market/instruments";
import { sql } from "drizzle-orm";
import { orders, tradeHistories } from "../../db/schema";
import type { ServiceContext } from "../service-context";

interface FillRow {
  symbol: string;
  fills: number;
  venues: string[];
  median: number;
  p99: number;
}

/** The window the figures cover. */
export const FILL_QUALITY_WINDOW_MS = 24 * 3_600_000;

/**
 * GET /api/status/fills: per symbol, how our fills of the last 24 hours compared with the
 * reference venue's quote stored with them (MARKET_REFERENCE_FEED): how many, and the median
 * and 99th percentile of the difference (PostgreSQL's percentile_cont: linear interpolation
 * between the two nearest fills). Opening fills are the orders' (filled in the window), closing
 * fills the trades' (closed in it). The difference is domain fill-quality.ts `fillDifference`:
 * a buy against the reference ask, a sell against its bid, positive = worse for the trader.
 */
export async function fillQuality(
  { db }: ServiceContext,
  now: number,
): Promise<FillQualityResponse> {
  const from = new Date(now - FILL_QUALITY_WINDOW_MS);
  const to = new Date(now);
  const since = from.toISOString();
  const until = to.toISOString();
  const result = await db.execute(sql`
    with fills as (
      select ${orders.symbol} as symbol, ${orders.referenceVenue} as venue,
        case when ${orders.side} = 'buy' then ${orders.fillPrice} - ${orders.referenceAsk}
             else ${orders.referenceBid} - ${orders.fillPrice} end as difference
      from ${orders}
      where ${orders.referenceTime} is not null
        and ${orders.filledAt} >= ${since}::timestamptz and ${orders.filledAt} < ${until}::timestamptz
      union all
      select ${tradeHistories.symbol}, ${tradeHistories.closeReferenceVenue},
        case when ${tradeHistories.side} = 'buy'
             then ${tradeHistories.closeReferenceBid} - ${tradeHistories.closePrice}
             else ${tradeHistories.closePrice} - ${tradeHistories.closeReferenceAsk} end
      from ${tradeHistories}
      where ${tradeHistories.closeReferenceTime} is not null
        and ${tradeHistories.closeTime} >= ${since}::timestamptz
        and ${tradeHistories.closeTime} < ${until}::timestamptz
    )
    select symbol, count(*)::int as fills, array_agg(distinct venue order by venue) as venues,
      percentile_cont(0.5) within group (order by difference) as median,
      percentile_cont(0.99) within group (order by difference) as p99
    from fills group by symbol order by symbol`);
  const rows = (result as unknown as { rows: FillRow[] }).rows;
  const symbols = rows.flatMap((r) => {
    const instrument = getInstrument(r.symbol);
    if (!instrument) return [];
    const { unit, size } = differenceUnit(instrument);
    // Interpolated figures fall between ticks: two more digits than the instrument's.
    const price = (x: number) => roundToDigits(Number(x), instrument.digits + 2) + 0;
    const units = (x: number) => roundToDigits(Number(x) / size, 2) + 0;
    return [
      {
        symbol: r.symbol,
        fills: Number(r.fills),
        venues: r.venues,
        unit,
        unitSize: size,
        medianDifference: price(r.median),
        p99Difference: price(r.p99),
        medianUnits: units(r.median),
        p99Units: units(r.p99),
      },
    ];
  });
  return { from: from.toISOString(), to: to.toISOString(), symbols };
}
