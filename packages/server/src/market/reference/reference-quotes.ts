import type { Quote } from "@proparena/domain/market/quotes";
import type { FillReference } from "../../trading/record-mappers";
import type { VenueHealth } from "../market-feed";
import { MarketService } from "../market-service";

/** Quotes kept per symbol: enough to look back over a tick cut into steps. */
const KEPT = 64;

/**
 * The independent reference venue's quotes (MARKET_REFERENCE_FEED), kept apart from the market
 * the platform prices from: the reference adapter publishes into its own `market`, which
 * nothing else reads (not the engine, not the candles the charts show, not the sockets). The
 * trading desk asks it, for each fill, for the venue's quote at the fill's time (`at`).
 */
export class ReferenceQuotes {
  /** Where the reference adapter publishes. */
  readonly market = new MarketService();
  private readonly recent = new Map<string, Quote[]>();
  private health: () => readonly VenueHealth[] = () => [];

  /**
   * @param venue the reference venue (binance, oanda, replay)
   * @param maxAgeMs a quote older than this at a fill is not a reference for it
   */
  constructor(
    readonly venue: string,
    readonly maxAgeMs: number,
  ) {
    this.market.on("quote", (quote) => {
      let list = this.recent.get(quote.symbol);
      if (!list) this.recent.set(quote.symbol, (list = []));
      list.push(quote);
      if (list.length > KEPT) list.splice(0, list.length - KEPT);
    });
  }

  /** The adapter's health: a venue repeating an unchanged price keeps its last quote fresh. */
  watch(health: () => readonly VenueHealth[]): void {
    this.health = health;
  }

  /**
   * The venue's quote of `symbol` at `time`: its latest quote at or before then, if it is fresh
   * enough (at most `maxAgeMs` old, counting an unchanged price the venue confirmed since);
   * otherwise null.
   */
  at(symbol: string, time: number): FillReference | null {
    const list = this.recent.get(symbol);
    if (!list) return null;
    let i = list.length - 1;
    while (i >= 0 && list[i]!.time > time) i--;
    if (i < 0) return null;
    const quote = list[i]!;
    let seen = quote.time;
    if (i === list.length - 1) {
      const confirmed = this.health().find((h) => h.venue === this.venue)?.lastQuoteAt[symbol];
      if (typeof confirmed === "number") seen = Math.max(seen, Math.min(confirmed, time));
    }
    if (time - seen > this.maxAgeMs) return null;
    return { bid: quote.bid, ask: quote.ask, time: quote.time, venue: this.venue };
  }
}
