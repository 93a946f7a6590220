import { parsePrice, parseTime } from "../venue-publisher";
import { LiveVenue, type LiveVenueOptions } from "./live-venue";

export interface OandaFeedOptions extends LiveVenueOptions {
  /** Base URL of the streaming API (OANDA_STREAM_URL). */
  url: string;
  token: string;
  accountId: string;
  /** OANDA instrument (EUR_USD) -> catalogue symbol (EURUSD). */
  instruments: ReadonlyMap<string, string>;
  /** Nothing at all (price or heartbeat, every 5 s) for this long: reconnect. OANDA: 10 s. */
  silenceMs?: number;
}

/**
 * OANDA v20 pricing stream: `GET {url}/v3/accounts/{accountID}/pricing/stream?instruments=...`
 * with `Authorization: Bearer <token>`, answered with chunked JSON lines, each a `PRICE`
 * (`instrument`, RFC 3339 `time`, `bids`/`asks` best first, `closeoutBid`/`closeoutAsk`,
 * `tradeable`) or a `HEARTBEAT` every 5 seconds. A refused request (its `errorMessage` logged),
 * an ended stream or a silent one is retried with backoff; malformed lines are logged and
 * skipped. A price that is not tradeable (a closed market) is published only when the symbol
 * has no price at all yet, at its last candle's time, so positions can be valued; it does not
 * count as a fresh quote.
 */
export class OandaFeed extends LiveVenue {
  private abort: AbortController | null = null;
  private lastData = 0;
  private watchdog: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private readonly silenceMs: number;

  constructor(private readonly options: OandaFeedOptions) {
    super("oanda", options.instruments.values(), options);
    this.silenceMs = options.silenceMs ?? 10_000;
  }

  streamUrl(): string {
    const instruments = [...this.options.instruments.keys()].join(",");
    const base = this.options.url.replace(/\/+$/, "");
    return `${base}/v3/accounts/${encodeURIComponent(this.options.accountId)}/pricing/stream?instruments=${instruments}`;
  }

  start(): void {
    this.stopped = false;
    this.connect();
    this.watchdog = setInterval(() => this.checkLiveness(), Math.max(50, this.silenceMs / 4));
    this.watchdog.unref();
  }

  /**
   * A stream with nothing for `silenceMs`, or a request unanswered for three times that, is
   * given up and opened again.
   */
  private checkLiveness(): void {
    if (!this.abort) return;
    const connected = this.publisher.health().state === "connected";
    const waited = performance.now() - this.lastData;
    if (waited <= (connected ? this.silenceMs : 3 * this.silenceMs)) return;
    const why = connected
      ? `silent for ${Math.round(waited)} ms`
      : `no answer in ${Math.round(waited)} ms`;
    this.options.log.warn({ venue: this.venue, why }, "venue stream silent; reconnecting");
    this.abort.abort(new Error(why));
  }

  private connect(): void {
    this.publisher.opening();
    this.publisher.setState("connecting", this.now);
    this.lastData = performance.now();
    const abort = new AbortController();
    this.abort = abort;
    this.running = this.stream(abort)
      .then(
        () => "the venue ended the stream",
        (error: unknown) =>
          abort.signal.aborted && abort.signal.reason instanceof Error
            ? abort.signal.reason.message
            : error instanceof Error
              ? error.message
              : String(error),
      )
      .then((why) => {
        this.abort = null;
        if (this.stopped) return;
        this.publisher.setState("disconnected", this.now, why);
        const wait = this.reconnector.schedule(() => {
          if (!this.stopped) this.connect();
        });
        this.options.log.warn({ venue: this.venue, why, retryInMs: wait }, "venue disconnected");
      });
  }

  private async stream(abort: AbortController): Promise<void> {
    const response = await fetch(this.streamUrl(), {
      headers: {
        Authorization: `Bearer ${this.options.token}`,
        "Accept-Datetime-Format": "RFC3339",
      },
      signal: abort.signal,
    });
    if (response.status !== 200 || !response.body) {
      const text = await response.text().catch(() => "");
      let message = text.slice(0, 200);
      try {
        message = (JSON.parse(text) as { errorMessage?: string }).errorMessage ?? message;
      } catch {
        // not JSON: the text as it is
      }
      const level = response.status === 401 || response.status === 403 ? "error" : "warn";
      this.options.log[level](
        { venue: this.venue, status: response.status, message },
        "the venue refused the price stream",
      );
      throw new Error(`HTTP ${response.status}: ${message}`);
    }
    this.lastData = performance.now();
    this.publisher.setState("connected", this.now);
    const decoder = new TextDecoder();
    let pending = "";
    for await (const chunk of response.body) {
      const hr = performance.now();
      this.lastData = hr;
      pending += decoder.decode(chunk as Uint8Array, { stream: true });
      let newline = pending.indexOf("\n");
      while (newline >= 0) {
        const line = pending.slice(0, newline).trim();
        pending = pending.slice(newline + 1);
        if (line) this.onLine(line, hr);
        newline = pending.indexOf("\n");
      }
      if (pending.length > 1_000_000) {
        this.skipped("a line longer than 1 MB", pending);
        pending = "";
      }
    }
  }

  private onLine(line: string, hr: number): void {
    const m = this.jsonObject(line);
    if (!m) return;
    if (m.type === "HEARTBEAT") return;
    if (typeof m.errorMessage === "string") {
      this.options.log.warn({ venue: this.venue, message: m.errorMessage }, "venue error");
      return;
    }
    if (m.type !== "PRICE") return this.skipped("neither PRICE nor HEARTBEAT", line);
    const symbol =
      typeof m.instrument === "string" ? this.options.instruments.get(m.instrument) : undefined;
    if (!symbol) return this.skipped("an instrument not asked for", line);
    const venueTime = parseTime(m.time);
    if (Number.isNaN(venueTime)) return this.skipped("no valid time", line);
    const bid = parsePrice(bestPrice(m.bids) ?? m.closeoutBid);
    const ask = parsePrice(bestPrice(m.asks) ?? m.closeoutAsk);
    if (Number.isNaN(bid) || Number.isNaN(ask))
      return this.skipped("bid or ask is not a price", line);
    const received = { at: this.now, hr };
    this.reconnector.succeeded();
    const tradeable = m.tradeable !== false && m.status !== "non-tradeable";
    let outcome: string;
    if (tradeable) outcome = this.publisher.publish(symbol, bid, ask, received, { venueTime });
    else if (this.options.market.quote(symbol)) return;
    else {
      // Closed: the last price is known from the start, at its own time (never in the future).
      const lastCandle = this.options.market.candles.last(symbol, "1m")?.time ?? 0;
      const time = Math.min(received.at, Math.max(venueTime, lastCandle));
      outcome = this.publisher.publish(symbol, bid, ask, received, {
        venueTime,
        time,
        fresh: false,
      });
    }
    if (outcome !== "published" && outcome !== "unchanged") this.skipped(outcome, line);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reconnector.cancel();
    clearInterval(this.watchdog);
    this.abort?.abort(new Error("stopping"));
    await this.running;
    this.publisher.setState("stopped", this.now);
  }
}

/** The first (best) price of a v20 `bids` or `asks` list. */
function bestPrice(buckets: unknown): unknown {
  if (!Array.isArray(buckets) || buckets.length === 0) return undefined;
  const first = buckets[0] as { price?: unknown } | null;
  return first?.price;
}
