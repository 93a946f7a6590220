import { randomBytes } from "node:crypto";
import { getInstrument, SYMBOLS } from "@proparena/domain/market/instruments";
import { isMarketOpen } from "@proparena/domain/market/sessions";
import { generateHistory } from "@proparena/domain/market/market-history";
import { isMarketModelState, type MarketModelState } from "@proparena/domain/market/market-model";
import type { Quote } from "@proparena/domain/market/quotes";
import { SimulatedMarket } from "@proparena/domain/market/simulated-market";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { marketState } from "../db/schema";
import type { Clock } from "../lib/clock";
import { MAX_CANDLES } from "./candle-store";
import type { MarketService } from "./market-service";
import { readRecordedMinutes, type MinuteWriter } from "./minute-writer";

const DAY = 86_400_000;
const STATE_ID = "simulated";
/** Days of back history generated before the live market's start (at least). */
const HISTORY_DAYS = 90;

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface FeedOptions {
  db: Db;
  clock: Clock;
  market: MarketService;
  log: Logger;
  /** The longest the feed waits before looking at the clock again (ms). */
  intervalMs?: number;
  historyDays?: number;
}

interface SavedState {
  mids: Record<string, number>;
  models?: Record<string, unknown>;
}

/** The market's seed, the mid prices it continues from and each symbol's price model. */
export interface MarketSetup {
  seed: string;
  mids: Record<string, number>;
  models?: Record<string, MarketModelState>;
}

/**
 * Loads the simulated market's past into the market service, on every instance: deterministic
 * history from a stored seed (generated on first start; at least `historyDays`, 90 by default,
 * before the live start, older installs included) and the live minutes persisted since. The
 * history is scaled to end where the first persisted minute opens, so it joins the live
 * minutes whatever generated them.
 */
export async function loadMarket(options: Omit<FeedOptions, "intervalMs">): Promise<MarketSetup> {
  const { db, clock, market, log } = options;
  const now = clock.now().getTime();
  // Two instances starting together both try; the first insert wins and both read it.
  await db
    .insert(marketState)
    .values({
      id: STATE_ID,
      seed: randomBytes(8).toString("hex"),
      historyStart: new Date(now - (options.historyDays ?? HISTORY_DAYS) * DAY),
      liveStart: new Date(now),
      updatedAt: new Date(now),
    })
    .onConflictDoNothing();
  const [state] = await db.select().from(marketState).where(eq(marketState.id, STATE_ID));
  const { seed } = state!;
  const liveStart = state!.liveStart.getTime();
  const historyStart = Math.min(
    state!.historyStart.getTime(),
    liveStart - (options.historyDays ?? HISTORY_DAYS) * DAY,
  );

  const started = Date.now();
  const saved = state!.state as SavedState | null;
  const mids: Record<string, number> = { ...(saved?.mids ?? {}) };
  const models: Record<string, MarketModelState> = {};
  for (const symbol of SYMBOLS) {
    // The history ends where the first recorded live minute opens: no seam after a restart.
    const live = await readRecordedMinutes(db, symbol, liveStart);
    const history = generateHistory({
      seed,
      symbol,
      from: historyStart,
      to: liveStart,
      limit: MAX_CANDLES,
      ...(live[0] ? { endClose: live[0].open } : {}),
    });
    market.candles.load(symbol, history.candles);
    market.candles.loadMinutes(symbol, live);
    if (mids[symbol] === undefined && history.lastMid !== null) mids[symbol] = history.lastMid;
    const model = saved?.models?.[symbol] ?? history.model;
    if (isMarketModelState(model)) models[symbol] = model;
  }
  log.info(
    {
      ms: Date.now() - started,
      symbols: SYMBOLS.length,
      days: Math.round((liveStart - historyStart) / DAY),
    },
    "market history ready",
  );
  return { seed, mids, models };
}

/**
 * The simulated market running inside the leading instance: live ticks, each published when due. It
 * continues from the newest prices this instance knows (the last feed's saved mids, or the
 * quotes a follower received before it took over), opening with a gap as a real market does
 * after a pause.
 */
export function startSimulatedFeed(options: FeedOptions, setup: MarketSetup, writer: MinuteWriter) {
  const { db, clock, market, log } = options;
  const now = clock.now().getTime();
  const { seed } = setup;
  const mids = { ...setup.mids };
  for (const q of market.lastQuotes()) mids[q.symbol] = (q.bid + q.ask) / 2;
  // The price models carry on (regime, volatility) from where the history or the last feed left them.
  const simulated = SimulatedMarket.create({
    seed: `${seed}:live:${now}`,
    startTime: now,
    startMids: mids,
    ...(setup.models ? { startModels: setup.models } : {}),
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
  // Each tick is published when it is due (a timer set to the next tick's time), so the risk
  // engine sees a quote within a millisecond or two of its timestamp rather than in a batch up
  // to an interval late. The wait is capped, so a clock moved by hand (tests) or a market that
  // reopens is noticed within `maxWaitMs`.
  const maxWaitMs = options.intervalMs ?? 100;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let own: Quote | null = null;
  // A quote published by anyone else (the test market) moves the simulated market: its next
  // ticks continue from that price instead of jumping back to where the simulation was.
  const onQuote = (q: Quote) => {
    if (q === own) return;
    mids[q.symbol] = (q.bid + q.ask) / 2;
    simulated.moveTo(q.symbol, mids[q.symbol]!);
  };
  market.on("quote", onQuote);
  const tick = () => {
    try {
      simulated.forEachUntil(clock.now().getTime(), (q) => {
        mids[q.symbol] = (q.bid + q.ask) / 2;
        own = q;
        market.publish(q);
        own = null;
      });
    } catch (error) {
      log.error({ err: error }, "market feed tick failed");
    }
    if (stopped) return;
    const wait = simulated.peekTime() - clock.now().getTime();
    timer = setTimeout(tick, Math.min(maxWaitMs, Math.max(0, wait)));
  };
  tick();
  const save = async () => {
    try {
      await writer.flush();
      await db
        .update(marketState)
        .set({ state: { mids, models: modelsOf(simulated) }, updatedAt: clock.now() })
        .where(eq(marketState.id, STATE_ID));
    } catch (error) {
      log.error({ err: error }, "could not save the market state");
    }
  };
  const saver = setInterval(() => void save(), 5_000);
  return {
    async stop() {
      stopped = true;
      market.off("quote", onQuote);
      clearTimeout(timer);
      clearInterval(saver);
      await save();
    },
  };
}

function modelsOf(simulated: SimulatedMarket): Record<string, MarketModelState> {
  return Object.fromEntries(simulated.state().feeds.map((f) => [f.symbol, f.model]));
}
