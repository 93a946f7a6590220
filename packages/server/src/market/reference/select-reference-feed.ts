import type { Env } from "../../config/env";
import type { Clock } from "../../lib/clock";
import type { FeedLog, MarketFeed, VenueHealth } from "../market-feed";
import { ReplayFeed } from "../replay/replay-feed";
import { BinanceFeed } from "../venues/binance-feed";
import type { LiveVenue } from "../venues/live-venue";
import { OandaFeed } from "../venues/oanda-feed";
import { BINANCE_SYMBOLS, OANDA_INSTRUMENTS } from "../venues/venue-symbols";
import { ReferenceQuotes } from "./reference-quotes";

export type ReferenceConfig = Pick<
  Env,
  | "MARKET_REFERENCE_FEED"
  | "MARKET_REFERENCE_REPLAY_FILE"
  | "MARKET_REFERENCE_MAX_AGE_MS"
  | "MARKET_REPLAY_SPEED"
  | "BINANCE_WS_URL"
  | "OANDA_TOKEN"
  | "OANDA_ACCOUNT_ID"
  | "OANDA_STREAM_URL"
>;

/** The reference adapter (run by the leader) and the quotes it keeps for the desk. */
export interface ReferenceFeed {
  readonly feed: MarketFeed;
  readonly quotes: ReferenceQuotes;
}

/** A live venue as a feed: no past to load, its stream from `start` to `stop`. */
class LiveReference implements MarketFeed {
  constructor(private readonly venue: LiveVenue) {}
  async load(): Promise<void> {}
  async start(): Promise<void> {
    this.venue.start();
  }
  async stop(): Promise<void> {
    await this.venue.stop();
  }
  health(): VenueHealth[] {
    return [this.venue.health()];
  }
}

/** Venue symbol -> catalogue symbol, for every symbol the venue lists by default. */
const inverse = (map: Readonly<Record<string, string>>) =>
  new Map(Object.entries(map).map(([symbol, venueSymbol]) => [venueSymbol, symbol]));

/**
 * The reference feed MARKET_REFERENCE_FEED names (validated at boot, config/env.ts), or null
 * when none is set. It prices every symbol its venue lists (Binance: the crypto; OANDA: FX,
 * metals, indices, oil; replay: the recording's symbols) into its own quote store, apart from
 * the market the engine prices from. Nothing here opens a connection.
 */
export function selectReferenceFeed(
  config: ReferenceConfig,
  deps: { clock: Clock; log: FeedLog },
): ReferenceFeed | null {
  const venue = config.MARKET_REFERENCE_FEED;
  if (!venue) return null;
  const quotes = new ReferenceQuotes(venue, config.MARKET_REFERENCE_MAX_AGE_MS);
  const log = referenceLog(deps.log);
  const base = { market: quotes.market, clock: deps.clock, log };
  let feed: MarketFeed;
  if (venue === "binance") {
    feed = new LiveReference(
      new BinanceFeed({ ...base, url: config.BINANCE_WS_URL, pairs: inverse(BINANCE_SYMBOLS) }),
    );
  } else if (venue === "oanda") {
    feed = new LiveReference(
      new OandaFeed({
        ...base,
        url: config.OANDA_STREAM_URL,
        token: config.OANDA_TOKEN!,
        accountId: config.OANDA_ACCOUNT_ID!,
        instruments: inverse(OANDA_INSTRUMENTS),
      }),
    );
  } else {
    feed = new ReplayFeed({
      ...base,
      pattern: config.MARKET_REFERENCE_REPLAY_FILE!,
      speed: config.MARKET_REPLAY_SPEED,
      variable: "MARKET_REFERENCE_REPLAY_FILE",
    });
  }
  quotes.watch(() => feed.health());
  return { feed, quotes };
}

/** The adapter's log lines, marked as the reference feed's. */
function referenceLog(log: FeedLog): FeedLog {
  const mark = (obj: object) => ({ ...obj, reference: true });
  return {
    info: (obj, msg) => log.info(mark(obj), `reference feed: ${msg}`),
    warn: (obj, msg) => log.warn(mark(obj), `reference feed: ${msg}`),
    error: (obj, msg) => log.error(mark(obj), `reference feed: ${msg}`),
  };
}
