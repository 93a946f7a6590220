import type { Candle } from "@proparena/domain/market/candles";
import { and, eq, gte } from "drizzle-orm";
import type { Db } from "../db/database";
import { candles } from "../db/schema";
import type { MarketService } from "./market-service";

/** Loads the 1-minute candles written for `symbol` from `from` (ms) on into the market's candles. */
export async function loadRecordedMinutes(
  db: Db,
  market: MarketService,
  symbol: string,
  from: number,
): Promise<void> {
  market.candles.loadMinutes(symbol, await readRecordedMinutes(db, symbol, from));
}

/** The 1-minute candles recorded for `symbol` from `from` on, oldest first. */
export async function readRecordedMinutes(db: Db, symbol: string, from: number) {
  const rows = await db
    .select()
    .from(candles)
    .where(and(eq(candles.symbol, symbol), gte(candles.time, new Date(from))))
    .orderBy(candles.time);
  return rows.map((r) => ({
    time: r.time.getTime(),
    open: r.open,
    high: r.high,
    low: r.low,
    close: r.close,
    ticks: r.ticks,
  }));
}

/**
 * Closed 1-minute candles waiting to be written. The leader flushes them every few seconds;
 * a follower keeps the last few minutes it built from the leader's ticks and writes them if it
 * takes over, so minutes the old leader had not flushed yet are not lost.
 */
export class MinuteWriter {
  private pending: { symbol: string; candle: Candle }[] = [];
  constructor(private readonly db: Db) {}

  add(symbol: string, candle: Candle): void {
    this.pending.push({ symbol, candle });
  }

  /** Forgets minutes that started before `time` (ms) without writing them. */
  dropBefore(time: number): void {
    this.pending = this.pending.filter((p) => p.candle.time >= time);
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.db
        .insert(candles)
        .values(
          batch.map(({ symbol, candle: c }) => ({
            symbol,
            time: new Date(c.time),
            open: c.open,
            high: c.high,
            low: c.low,
            close: c.close,
            ticks: c.ticks,
          })),
        )
        // A minute already written (by an earlier leader) stays as it was.
        .onConflictDoNothing();
    } catch (error) {
      // Keep them for the next flush: the database may be back by then.
      this.pending = [...batch, ...this.pending];
      throw error;
    }
  }
}
