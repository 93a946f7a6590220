import { randomBytes } from "node:crypto";
import type { Candle } from "@proparena/domain/candles";
import { getInstrument, SYMBOLS } from "@proparena/domain/instruments";
import { isMarketOpen } from "@proparena/domain/sessions";
import { generateHistory } from "@proparena/domain/market-history";
import { SimulatedMarket } from "@proparena/domain/simulated-market";
import { and, eq, gte } from "drizzle-orm";
import type { Db } from "../db/database";
import { candles, marketState } from "../db/schema";
import type { Clock } from "../lib/clock";
import type { MarketService } from "./market-service";

const DAY = 86_400_000;
const STATE_ID = "simulated";

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface FeedOptions {
  db: Db;
  clock: Clock;
  market: MarketService;
  log: Logger;
  /** How often the feed emits the ticks that are due (ms). */
  intervalMs?: number;
  historyDays?: number;
}

interface SavedState {
  mids: Record<string, number>;
}

/** Closed 1-minute candles waiting to be written. */
export class MinuteWriter {
  private pending: { symbol: string; candle: Candle }[] = [];
  constructor(private readonly db: Db) {}
  add(symbol: string, candle: Candle): void {
    this.pending.push({ symbol, candle });
  }
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
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
      .onConflictDoNothing();
  }
}

/**
 * The simulated market running inside the server: deterministic history from a stored seed
 * (generated on first start), persisted live minutes since, and live ticks every interval.
 * After a restart the market continues from the last mid prices, opening with a gap as a
 * real market does after a pause.
 */
export async function startSimulatedFeed(options: FeedOptions, writer: MinuteWriter) {
  const { db, clock, market, log } = options;
  const now = clock.now().getTime();
  let [state] = await db.select().from(marketState).where(eq(marketState.id, STATE_ID));
  if (!state) {
    [state] = await db
      .insert(marketState)
      .values({
        id: STATE_ID,
        seed: randomBytes(8).toString("hex"),
        historyStart: new Date(now - (options.historyDays ?? 21) * DAY),
        liveStart: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
  }
  const { seed } = state!;
  const historyStart = state!.historyStart.getTime();
  const liveStart = state!.liveStart.getTime();

  const started = Date.now();
  const mids: Record<string, number> = { ...((state!.state as SavedState | null)?.mids ?? {}) };
  for (const symbol of SYMBOLS) {
    const history = generateHistory({ seed, symbol, from: historyStart, to: liveStart });
    market.candles.load(symbol, history.candles);
    const live = await db
      .select()
      .from(candles)
      .where(and(eq(candles.symbol, symbol), gte(candles.time, new Date(liveStart))))
      .orderBy(candles.time);
    market.candles.loadMinutes(
      symbol,
      live.map((r) => ({
        time: r.time.getTime(),
        open: r.open,
        high: r.high,
        low: r.low,
        close: r.close,
        ticks: r.ticks,
      })),
    );
    if (mids[symbol] === undefined && history.lastMid !== null) mids[symbol] = history.lastMid;
  }
  log.info({ ms: Date.now() - started, symbols: SYMBOLS.length }, "market history ready");

  const simulated = SimulatedMarket.create({
    seed: `${seed}:live:${now}`,
    startTime: now,
    startMids: mids,
  });
  // The last price of every symbol is known from the start, even while its market is closed
  // (weekends): charts, the watchlist and open positions are valued at it.
  for (const q of simulated.quotes()) {
    const instrument = getInstrument(q.symbol)!;
    const lastCandle = market.candles.last(q.symbol, "1m");
    // A closed market's last price belongs to its last candle, not to now.
    const time = isMarketOpen(instrument, q.time) ? q.time : (lastCandle?.time ?? q.time);
    market.publish({ ...q, time });
  }
  const tick = () => {
    try {
      simulated.forEachUntil(clock.now().getTime(), (q) => {
        mids[q.symbol] = (q.bid + q.ask) / 2;
        market.publish(q);
      });
    } catch (error) {
      log.error({ err: error }, "market feed tick failed");
    }
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 100);
  const save = async () => {
    try {
      await writer.flush();
      await db
        .update(marketState)
        .set({ state: { mids }, updatedAt: clock.now() })
        .where(eq(marketState.id, STATE_ID));
    } catch (error) {
      log.error({ err: error }, "could not save the market state");
    }
  };
  const saver = setInterval(() => void save(), 5_000);
  return {
    async stop() {
      clearInterval(timer);
      clearInterval(saver);
      await save();
    },
  };
}
