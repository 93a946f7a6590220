import type { VenueHealth } from "../market-feed";

/**
 * A live venue's connection (Binance, OANDA): it publishes the venue's quotes into the market
 * service from `start` until `stop`, reconnecting on its own. `live-feed.ts` makes it a
 * `MarketFeed` (history from the database).
 */
export interface VenueStream {
  readonly venue: string;
  /** The catalogue symbols it prices. */
  readonly symbols: readonly string[];
  start(): void;
  stop(): Promise<void>;
  health(): VenueHealth;
}
