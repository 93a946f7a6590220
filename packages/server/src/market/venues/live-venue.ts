import type { Clock } from "../../lib/clock";
import type { FeedLog, VenueHealth } from "../market-feed";
import type { MarketService } from "../market-service";
import { VenuePublisher } from "../venue-publisher";
import { DEFAULT_BACKOFF, Reconnector, skippedMessageLog, type BackoffOptions } from "./reconnect";

export interface LiveVenueOptions {
  market: MarketService;
  clock: Clock;
  log: FeedLog;
  backoff?: BackoffOptions;
}

/**
 * A live venue's connection (Binance, OANDA): it publishes the venue's quotes into the market
 * service from `start` until `stop`, reconnecting on its own with backoff, and logs and skips
 * what it cannot read. select-feed.ts gives it its history (the minutes recorded from it).
 */
export abstract class LiveVenue {
  /** The catalogue symbols it prices. */
  readonly symbols: readonly string[];
  protected readonly publisher: VenuePublisher;
  protected readonly reconnector: Reconnector;
  /** Logs a message that could not be used (rate-limited) and skips it. */
  protected readonly skipped: (reason: string, sample: string) => void;
  protected stopped = false;

  constructor(
    readonly venue: string,
    symbols: Iterable<string>,
    protected readonly base: LiveVenueOptions,
  ) {
    this.symbols = [...new Set(symbols)];
    this.publisher = new VenuePublisher(base.market, venue, this.symbols, this.now);
    this.reconnector = new Reconnector(base.backoff ?? DEFAULT_BACKOFF);
    this.skipped = skippedMessageLog(base.log, venue);
  }

  protected get now(): number {
    return this.base.clock.now().getTime();
  }

  /** A venue's text message as a JSON object, or null (skipped and logged) when it is not one. */
  protected jsonObject(text: string): Record<string, unknown> | null {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.skipped("not JSON", text);
      return null;
    }
    if (typeof message === "object" && message !== null) return message as Record<string, unknown>;
    this.skipped("not an object", text);
    return null;
  }

  abstract start(): void;
  abstract stop(): Promise<void>;

  health(): VenueHealth {
    return this.publisher.health();
  }
}
