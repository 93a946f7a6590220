import { EventEmitter } from "node:events";
import type { Instrument as WireInstrument } from "@proparena/contracts/trading";
import type { Candle } from "@proparena/domain/market/candles";
import { instrumentSpec, INSTRUMENTS } from "@proparena/domain/market/instruments";
import type { Quote } from "@proparena/domain/market/quotes";
import { sessionState, type MarketHours } from "@proparena/domain/market/sessions";
import { CandleStore } from "./candle-store";

/**
 * Where a published quote came from, for the recorder and for latency figures: the venue that
 * priced it, when this server received it (ms since the epoch, from the server's clock),
 * `receivedHr` (performance.now() at receipt, for sub-millisecond latency), and the venue's own
 * timestamp when the venue sends one. Quotes published without one (the simulated feed, the
 * followers' relay) carry none.
 */
export interface QuoteSource {
  readonly venue: string;
  readonly receivedAt: number;
  readonly receivedHr?: number;
  readonly venueTime?: number;
}

/**
 * The market as this server sees it: the last quote of every symbol and candles of every
 * timeframe. Feeds call `publish`; listeners (the trading desk, sockets, the recorder) get
 * `quote` events, with the quote's source when the feed gave one.
 */
export class MarketService extends EventEmitter<{ quote: [Quote, QuoteSource | undefined] }> {
  readonly candles: CandleStore;
  private readonly quotes = new Map<string, Quote>();

  constructor(onClosedMinute?: (symbol: string, candle: Candle) => void) {
    super();
    this.setMaxListeners(50);
    this.candles = new CandleStore(onClosedMinute);
  }

  publish(quote: Quote, source?: QuoteSource): void {
    this.quotes.set(quote.symbol, quote);
    this.candles.ingest(quote);
    this.emit("quote", quote, source);
  }

  quote(symbol: string): Quote | undefined {
    return this.quotes.get(symbol);
  }

  lastQuotes(): Quote[] {
    return [...this.quotes.values()];
  }

  /**
   * Every instrument with its quote, daily change, session now under `hours`, and `halted` (the
   * feed monitor's halts: symbol -> since when it has had no live price).
   */
  instruments(
    now: number,
    hours: MarketHours,
    halted: ReadonlyMap<string, number> = new Map(),
  ): WireInstrument[] {
    return INSTRUMENTS.map((i) => {
      const session = sessionState(i, now, hours);
      const haltedSince = halted.get(i.symbol);
      const quote = this.quotes.get(i.symbol) ?? null;
      const day = this.candles.last(i.symbol, "1D");
      const change =
        quote && day && day.open > 0
          ? Math.round(((quote.bid - day.open) / day.open) * 1e6) / 1e4
          : null;
      return {
        ...instrumentSpec(i),
        marketOpen: session.open,
        opensAt: !session.open && session.opensAt !== null ? iso(session.opensAt) : null,
        haltedSince: haltedSince === undefined ? null : iso(haltedSince),
        quote,
        dailyChangePercent: change,
      };
    });
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
