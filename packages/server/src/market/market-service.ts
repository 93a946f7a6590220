import { EventEmitter } from "node:events";
import type { Instrument as WireInstrument } from "@proparena/contracts/trading";
import type { Candle } from "@proparena/domain/candles";
import { instrumentSpec, INSTRUMENTS } from "@proparena/domain/instruments";
import type { Quote } from "@proparena/domain/quotes";
import { isMarketOpen } from "@proparena/domain/sessions";
import { CandleStore } from "./candle-store";

/**
 * The market as this server sees it: the last quote of every symbol and candles of every
 * timeframe. Feeds call `publish`; listeners (the trading desk, sockets) get `quote` events.
 */
export class MarketService extends EventEmitter<{ quote: [Quote] }> {
  readonly candles: CandleStore;
  private readonly quotes = new Map<string, Quote>();

  constructor(onClosedMinute?: (symbol: string, candle: Candle) => void) {
    super();
    this.setMaxListeners(50);
    this.candles = new CandleStore(onClosedMinute);
  }

  publish(quote: Quote): void {
    this.quotes.set(quote.symbol, quote);
    this.candles.ingest(quote);
    this.emit("quote", quote);
  }

  quote(symbol: string): Quote | undefined {
    return this.quotes.get(symbol);
  }

  lastQuotes(): Quote[] {
    return [...this.quotes.values()];
  }

  instruments(now: number): WireInstrument[] {
    return INSTRUMENTS.map((i) => {
      const quote = this.quotes.get(i.symbol) ?? null;
      const day = this.candles.last(i.symbol, "1D");
      const change =
        quote && day && day.open > 0
          ? Math.round(((quote.bid - day.open) / day.open) * 1e6) / 1e4
          : null;
      return {
        ...instrumentSpec(i),
        marketOpen: isMarketOpen(i, now),
        quote,
        dailyChangePercent: change,
      };
    });
  }
}
