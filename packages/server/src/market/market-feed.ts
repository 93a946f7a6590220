/**
 * The one seam between where prices come from and everything that uses them. An adapter (the
 * simulated market, a replayed recording, a venue's live stream) publishes quotes into the
 * `MarketService`; the candles, the charts, the trading desk and its rules only ever see the
 * market service, so none of them knows which adapter runs. `select-feed.ts` picks the
 * adapters from the configuration.
 */
export interface MarketFeed {
  /**
   * On every instance, before it serves: the market's past into the market service (candles
   * for the charts). No network: history comes from the database or a file.
   */
  load(): Promise<void>;
  /** On the leading instance only: live quotes into the market service until `stop`. */
  start(): Promise<void>;
  /** Stops publishing and closes connections; what the adapter keeps is saved. */
  stop(): Promise<void>;
  /** The connection state and last quote per symbol of each venue this feed runs. */
  health(): VenueHealth[];
}

/**
 * `idle`: not started (followers, or before `start`); `connecting`: opening a connection;
 * `connected`: quotes flow; `disconnected`: the connection dropped or was refused and the
 * adapter waits to try again (with backoff); `stopped`: shut down.
 */
export type ConnectionState = "idle" | "connecting" | "connected" | "disconnected" | "stopped";

/** What a health monitor reads of one venue (see docs/market-data.md). */
export interface VenueHealth {
  readonly venue: string;
  readonly state: ConnectionState;
  /** When the state last changed (ms since the epoch, the server's clock). */
  readonly since: number;
  /** Connections opened so far (the first one included). */
  readonly connections: number;
  /** Why the last connection ended or failed, if it did. */
  readonly lastError: string | null;
  /**
   * Per catalogue symbol this venue prices: when its last update was received (ms since the
   * epoch), an update that left the price unchanged included; null before the first one.
   */
  readonly lastQuoteAt: Readonly<Record<string, number | null>>;
}

/** The logger every adapter writes to (pino's shape). */
export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
