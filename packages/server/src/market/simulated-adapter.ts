import { TIMEFRAMES } from "@proparena/domain/market/candles";
import type { Quote } from "@proparena/domain/market/quotes";
import { SYMBOLS } from "@proparena/domain/market/instruments";
import type { Db } from "../db/database";
import type { Clock } from "../lib/clock";
import type { FeedLog, MarketFeed, VenueHealth } from "./market-feed";
import { MarketService, type QuoteSource } from "./market-service";
import type { MinuteWriter } from "./minute-writer";
import { loadMarket, startSimulatedFeed, type MarketSetup } from "./simulated-feed";

export interface SimulatedAdapterOptions {
  db: Db;
  clock: Clock;
  market: MarketService;
  log: FeedLog;
  writer: MinuteWriter;
  /** The symbols it prices; all of them by default. */
  symbols?: readonly string[];
}

/**
 * The simulated market (simulated-feed.ts) behind the feed seam, as it has always run: history
 * from the stored seed on every instance (`loadMarket`), live ticks on the leader
 * (`startSimulatedFeed`). When it prices only some symbols (the others come from live venues)
 * it runs on a market of its own, and only its symbols' candles and quotes reach the real one;
 * a quote published on one of its symbols from outside (the test market) reaches it, so it
 * continues from there.
 */
export class SimulatedAdapter implements MarketFeed {
  private readonly own: ReadonlySet<string>;
  private readonly all: boolean;
  /** Where the simulation runs: the real market, or its own when it prices only some symbols. */
  private readonly sim: MarketService;
  private setup: MarketSetup | null = null;
  private feed: { stop(): Promise<void> } | null = null;
  private detach = () => {};
  private since: number;
  private state: VenueHealth["state"] = "idle";

  constructor(private readonly options: SimulatedAdapterOptions) {
    this.own = new Set(options.symbols ?? SYMBOLS);
    this.all = SYMBOLS.every((s) => this.own.has(s));
    this.sim = this.all ? options.market : new MarketService();
    this.since = options.clock.now().getTime();
  }

  async load(): Promise<void> {
    const { db, clock, log, market } = this.options;
    this.setup = await loadMarket({ db, clock, market: this.sim, log });
    if (this.all) return;
    for (const symbol of this.own) {
      const history = Object.fromEntries(
        TIMEFRAMES.map((tf) => [
          tf,
          this.sim.candles.candles(symbol, tf, undefined, undefined, Infinity),
        ]),
      );
      market.candles.load(symbol, history);
    }
  }

  async start(): Promise<void> {
    const { db, clock, log, writer } = this.options;
    if (!this.all) this.bridge();
    this.feed = startSimulatedFeed({ db, clock, market: this.sim, log }, this.setup!, writer);
    this.setState("connected");
  }

  /** Its own symbols' quotes to the real market, and outside quotes on them back to it. */
  private bridge(): void {
    const { market } = this.options;
    // It continues from what the real market knows (a follower that took over).
    for (const q of market.lastQuotes()) if (this.own.has(q.symbol)) this.sim.publish(q);
    let fromOutside = false;
    const out = (q: Quote) => {
      if (!fromOutside && this.own.has(q.symbol))
        market.publish(q, { venue: "simulated", receivedAt: q.time });
    };
    const back = (q: Quote, source: QuoteSource | undefined) => {
      if (source?.venue === "simulated" || !this.own.has(q.symbol)) return;
      fromOutside = true;
      try {
        this.sim.publish(q);
      } finally {
        fromOutside = false;
      }
    };
    this.sim.on("quote", out);
    market.on("quote", back);
    this.detach = () => {
      this.sim.off("quote", out);
      market.off("quote", back);
    };
  }

  private setState(state: VenueHealth["state"]): void {
    this.state = state;
    this.since = this.options.clock.now().getTime();
  }

  async stop(): Promise<void> {
    await this.feed?.stop();
    this.feed = null;
    this.detach();
    this.setState("stopped");
  }

  health(): VenueHealth[] {
    const { market } = this.options;
    return [
      {
        venue: "simulated",
        state: this.state,
        since: this.since,
        connections: this.feed ? 1 : 0,
        lastError: null,
        lastQuoteAt: Object.fromEntries(
          [...this.own].map((s) => [s, market.quote(s)?.time ?? null]),
        ),
      },
    ];
  }
}
