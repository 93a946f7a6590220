import type { Env } from "../config/env";
import type { Db } from "../db/database";
import type { Clock } from "../lib/clock";
import type { FeedLog, MarketFeed, VenueHealth } from "./market-feed";
import type { MarketService } from "./market-service";
import type { MinuteWriter } from "./minute-writer";
import { ReplayFeed } from "./replay/replay-feed";
import { SimulatedAdapter } from "./simulated-adapter";
import { loadVenueHistory, recordVenues } from "./venue-history";
import { defaultVenueSymbol, parseVenuePlan, resolveVenuePlan, type Venue } from "./venue-plan";
import { BinanceFeed } from "./venues/binance-feed";
import { OandaFeed } from "./venues/oanda-feed";
import type { LiveVenue } from "./venues/live-venue";

export type FeedConfig = Pick<
  Env,
  | "MARKET_FEED"
  | "MARKET_VENUES"
  | "MARKET_REPLAY_FILE"
  | "MARKET_REPLAY_SPEED"
  | "BINANCE_WS_URL"
  | "OANDA_TOKEN"
  | "OANDA_ACCOUNT_ID"
  | "OANDA_STREAM_URL"
>;

export interface FeedDeps {
  db: Db;
  clock: Clock;
  market: MarketService;
  log: FeedLog;
  writer: MinuteWriter;
}

/**
 * The one place the market's adapters are chosen: MARKET_FEED and MARKET_VENUES (validated at
 * boot, config/env.ts) say which venue prices which symbol; each venue used gets its adapter,
 * and together they are one `MarketFeed`. Reads the replay file when replay is used (which
 * symbols it has decides what replay prices); nothing here opens a connection.
 */
export async function selectMarketFeed(config: FeedConfig, deps: FeedDeps): Promise<MarketFeed> {
  const parsed = parseVenuePlan(config.MARKET_VENUES, config.MARKET_FEED);
  if (!parsed.ok) throw new Error(`MARKET_VENUES: ${parsed.message}`);
  const plan = parsed.plan;
  const usesReplay =
    plan.others === "replay" || Object.values(plan.named).some((e) => e.venue === "replay");
  const replay = usesReplay
    ? new ReplayFeed({
        pattern: config.MARKET_REPLAY_FILE!,
        speed: config.MARKET_REPLAY_SPEED,
        market: deps.market,
        clock: deps.clock,
        log: deps.log,
      })
    : null;
  const resolved = resolveVenuePlan(plan, new Set(replay ? await replay.symbols() : []));
  const byVenue = new Map<Venue, Map<string, string>>();
  for (const [symbol, entry] of resolved) {
    let symbols = byVenue.get(entry.venue);
    if (!symbols) byVenue.set(entry.venue, (symbols = new Map()));
    symbols.set(symbol, entry.venueSymbol ?? defaultVenueSymbol(entry.venue, symbol) ?? symbol);
  }
  deps.log.info(
    Object.fromEntries([...byVenue].map(([venue, symbols]) => [venue, [...symbols.keys()]])),
    "market venues",
  );

  const feeds: MarketFeed[] = [];
  const live: LiveVenue[] = [];
  for (const [venue, symbols] of byVenue) {
    // Venue symbol -> catalogue symbol.
    const fromVenue = new Map([...symbols].map(([symbol, v]) => [v, symbol]));
    if (venue === "simulated")
      feeds.push(new SimulatedAdapter({ ...deps, symbols: [...symbols.keys()] }));
    else if (venue === "replay") {
      replay!.play(symbols.keys());
      feeds.push(replay!);
    } else if (venue === "binance")
      live.push(new BinanceFeed({ ...deps, url: config.BINANCE_WS_URL, pairs: fromVenue }));
    else
      live.push(
        new OandaFeed({
          ...deps,
          url: config.OANDA_STREAM_URL,
          token: config.OANDA_TOKEN!,
          accountId: config.OANDA_ACCOUNT_ID!,
          instruments: fromVenue,
        }),
      );
  }
  const venues = new Map([...resolved].map(([symbol, entry]) => [symbol, entry.venue]));
  feeds.push(new LiveFeeds(live, deps, venues));
  return new CombinedFeed(feeds);
}

/**
 * The live venues: their past is the minutes the leader recorded from them (venue-history.ts);
 * their streams run on the leader.
 */
class LiveFeeds implements MarketFeed {
  constructor(
    private readonly streams: LiveVenue[],
    private readonly deps: FeedDeps,
    private readonly venues: ReadonlyMap<string, string>,
  ) {}

  async load(): Promise<void> {
    const { db, market, clock } = this.deps;
    const now = clock.now().getTime();
    const since = await recordVenues(db, this.venues, now);
    const liveSymbols = new Set(this.streams.flatMap((s) => s.symbols));
    const live = new Map([...since].filter(([symbol]) => liveSymbols.has(symbol)));
    await loadVenueHistory(db, market, live, now);
  }

  async start(): Promise<void> {
    for (const stream of this.streams) stream.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.streams.map((s) => s.stop()));
  }

  health(): VenueHealth[] {
    return this.streams.map((s) => s.health());
  }
}

/** Several adapters as one feed, each with its own symbols. */
export class CombinedFeed implements MarketFeed {
  constructor(private readonly feeds: readonly MarketFeed[]) {}

  async load(): Promise<void> {
    for (const feed of this.feeds) await feed.load();
  }

  async start(): Promise<void> {
    for (const feed of this.feeds) await feed.start();
  }

  async stop(): Promise<void> {
    for (const feed of [...this.feeds].reverse()) await feed.stop();
  }

  health(): VenueHealth[] {
    return this.feeds.flatMap((f) => f.health());
  }
}
