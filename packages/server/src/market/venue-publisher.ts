import { getInstrument, roundToTick } from "@proparena/domain/market/instruments";
import type { Quote } from "@proparena/domain/market/quotes";
import type { ConnectionState, VenueHealth } from "./market-feed";
import type { MarketService } from "./market-service";

/** A venue's price, sent as a decimal string ("65000.01000000") or a number; NaN otherwise. */
export function parsePrice(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number.NaN;
  return Number(value);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A time sent as ISO-8601 / RFC 3339 with a zone ("2016-10-27T08:38:43.094548890Z", digits past
 * the millisecond dropped) or as epoch milliseconds (a number or a string of digits); NaN
 * otherwise.
 */
export function parseTime(value: unknown): number {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const text = value.trim();
  if (/^\d{1,15}$/.test(text)) return Number(text);
  return ISO_TIME.test(text) ? Date.parse(text) : Number.NaN;
}

/**
 * A venue's bid and ask as a catalogue quote the engine accepts: both positive, rounded to the
 * instrument's tick (venues quote more digits than the catalogue keeps: gold in thousandths,
 * indices in tenths of a 0.25 tick), and not crossed after rounding. Otherwise a sentence
 * saying why not.
 */
export function venueQuote(symbol: string, time: number, bid: number, ask: number): Quote | string {
  const instrument = getInstrument(symbol);
  if (!instrument) return `${symbol} is not in the catalogue`;
  if (!(Number.isFinite(bid) && bid > 0 && Number.isFinite(ask) && ask > 0))
    return `bid and ask must be positive numbers`;
  const q = { symbol, time, bid: roundToTick(bid, instrument), ask: roundToTick(ask, instrument) };
  if (q.bid <= 0) return `the bid ${bid} rounds to nothing on ${symbol}'s tick`;
  if (q.ask < q.bid) return `the ask ${ask} is below the bid ${bid}`;
  return q;
}

export interface Receipt {
  /** ms since the epoch, from the server's clock: the quote's time. */
  readonly at: number;
  /** performance.now() when the message arrived. */
  readonly hr: number;
}

/**
 * What a live adapter shares: publishing a venue's updates into the market service as quotes
 * (timed at receipt, never older than the symbol's last quote, an unchanged price not
 * published again), and the venue's health (connection state, last update per symbol).
 */
export class VenuePublisher {
  private state: ConnectionState = "idle";
  private since: number;
  private connections = 0;
  private lastError: string | null = null;
  private readonly lastQuoteAt: Record<string, number | null>;

  constructor(
    private readonly market: MarketService,
    readonly venue: string,
    symbols: readonly string[],
    now: number,
  ) {
    this.since = now;
    this.lastQuoteAt = Object.fromEntries(symbols.map((s) => [s, null]));
  }

  setState(state: ConnectionState, now: number, error?: string): void {
    if (error !== undefined) this.lastError = error;
    if (state === this.state) return;
    this.state = state;
    this.since = now;
  }

  /** A connection is being opened (a replacement opened while the current one runs included). */
  opening(): void {
    this.connections++;
  }

  /** Why the last connection failed, without changing the state. */
  failed(error: string): void {
    this.lastError = error;
  }

  /**
   * One update of a catalogue symbol, received at `received`. Returns whether it was published,
   * or why it was not (a sentence, for the log); an update that leaves bid and ask as they are
   * still counts as a sign of life for the symbol. The quote is timed at receipt, or at
   * `options.time` (a closed market's last price belongs to its last candle), never before the
   * symbol's last quote; `fresh: false` (a closed market's price) leaves the last quote time.
   */
  publish(
    symbol: string,
    bid: number,
    ask: number,
    received: Receipt,
    options: { venueTime?: number; time?: number; fresh?: boolean } = {},
  ): "published" | "unchanged" | string {
    const last = this.market.quote(symbol);
    const time = Math.max(options.time ?? received.at, last?.time ?? 0);
    const quote = venueQuote(symbol, time, bid, ask);
    if (typeof quote === "string") return quote;
    if (options.fresh !== false) this.lastQuoteAt[symbol] = received.at;
    if (last && last.bid === quote.bid && last.ask === quote.ask) return "unchanged";
    this.market.publish(quote, {
      venue: this.venue,
      receivedAt: received.at,
      receivedHr: received.hr,
      ...(options.venueTime !== undefined ? { venueTime: options.venueTime } : {}),
    });
    return "published";
  }

  health(): VenueHealth {
    return {
      venue: this.venue,
      state: this.state,
      since: this.since,
      connections: this.connections,
      lastError: this.lastError,
      lastQuoteAt: { ...this.lastQuoteAt },
    };
  }
}
