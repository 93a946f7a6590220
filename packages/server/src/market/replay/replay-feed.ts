import { CandleBuilder, type Candle } from "@proparena/domain/market/candles";
import type { Quote } from "@proparena/domain/market/quotes";
import type { Clock } from "../../lib/clock";
import type { FeedLog, MarketFeed, VenueHealth } from "../market-feed";
import type { MarketService } from "../market-service";
import { VenuePublisher } from "../venue-publisher";
import { readRecording, type Recording } from "./replay-file";

/** Bad lines logged one by one; past this many, only their count. */
const BAD_LINES_LOGGED = 20;

export interface ReplayFeedOptions {
  /** MARKET_REPLAY_FILE: one file or a pattern. */
  pattern: string;
  /** MARKET_REPLAY_SPEED: 2 plays an hour of ticks in 30 minutes. */
  speed: number;
  market: MarketService;
  clock: Clock;
  log: FeedLog;
  /** The longest the player waits before looking at the clock again (ms). */
  intervalMs?: number;
  /** The variable naming the file, for errors (default MARKET_REPLAY_FILE). */
  variable?: string;
}

/**
 * Plays a recording in a loop. The recording's times are shifted (and divided by the speed)
 * so that its last tick falls at the moment the feed loads: everything in it is then the
 * past, loaded as history (candles); the live market plays it again from its first tick, one
 * average gap after that moment, and again at the end, each quote published at its shifted
 * time (which is also the time the engine sees). Only the symbols it is given (`play`) are
 * its own: in a mixed deployment the others come from other venues.
 */
export class ReplayFeed implements MarketFeed {
  private recording: Recording | null = null;
  private ticks: Quote[] = [];
  private own: ReadonlySet<string> = new Set();
  private anchor = 0;
  private period = 0;
  private publisher: VenuePublisher | null = null;
  private cursor = { loop: 1, index: 0 };
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;

  constructor(private readonly options: ReplayFeedOptions) {}

  /**
   * Reads the recording (once), reports what it skipped, and answers the symbols it has.
   * Refuses when nothing in it is usable.
   */
  async symbols(): Promise<string[]> {
    if (!this.recording) {
      const recording = await readRecording(this.options.pattern);
      const { log } = this.options;
      for (const bad of recording.badLines.slice(0, BAD_LINES_LOGGED))
        log.warn(bad, "replay: a line that cannot be read was skipped");
      if (recording.badLines.length > BAD_LINES_LOGGED)
        log.warn(
          { more: recording.badLines.length - BAD_LINES_LOGGED },
          "replay: more lines that cannot be read were skipped",
        );
      if (recording.unknownSymbols.size > 0)
        log.warn(
          { symbols: Object.fromEntries(recording.unknownSymbols) },
          "replay: symbols the catalogue does not have were skipped",
        );
      if (recording.ticks.length === 0)
        throw new Error(
          `${this.options.variable ?? "MARKET_REPLAY_FILE"}: nothing usable in ${recording.files.join(", ")} (${recording.badLines.length} lines could not be read)`,
        );
      log.info({ files: recording.files, ticks: recording.ticks.length }, "replay: recording read");
      this.recording = recording;
    }
    return [...new Set(this.recording.ticks.map((t) => t.symbol))];
  }

  /** Limits the feed to these of the recording's symbols (before `load`). */
  play(symbols: Iterable<string>): void {
    this.own = new Set(symbols);
  }

  async load(): Promise<void> {
    const inRecording = await this.symbols();
    if (this.own.size === 0) this.own = new Set(inRecording);
    this.ticks = this.recording!.ticks.filter((t) => this.own.has(t.symbol));
    const first = this.ticks[0]!.time;
    const last = this.ticks.at(-1)!.time;
    const span = last - first;
    const gap = this.ticks.length > 1 && span > 0 ? span / (this.ticks.length - 1) : 1_000;
    this.period = span + gap;
    this.anchor = this.options.clock.now().getTime();
    this.publisher = new VenuePublisher(this.options.market, "replay", [...this.own], this.anchor);
    // History: every tick but each symbol's last, which `start` publishes as the live price.
    const lastOf = new Map(this.ticks.map((t, i) => [t.symbol, i]));
    const builders = new Map<string, { builder: CandleBuilder; minutes: Candle[] }>();
    this.ticks.forEach((tick, i) => {
      if (lastOf.get(tick.symbol) === i) return;
      let b = builders.get(tick.symbol);
      if (!b) builders.set(tick.symbol, (b = { builder: new CandleBuilder("1m"), minutes: [] }));
      const { closed } = b.builder.add({ ...tick, time: this.timeOf(0, i) });
      if (closed) b.minutes.push(closed);
    });
    for (const [symbol, { builder, minutes }] of builders) {
      const open = builder.peek();
      this.options.market.candles.loadMinutes(symbol, open ? [...minutes, open] : minutes);
    }
  }

  /** When tick `index` of loop `loop` is due (loop 0 is the history). */
  private timeOf(loop: number, index: number): number {
    const last = this.ticks.at(-1)!.time;
    const offset = loop * this.period - (last - this.ticks[index]!.time);
    return Math.round(this.anchor + offset / this.options.speed);
  }

  async start(): Promise<void> {
    const publisher = this.publisher!;
    this.stopped = false;
    publisher.opening();
    publisher.setState("connected", this.options.clock.now().getTime());
    // The latest price of each symbol, known from the start.
    const lastOf = new Map(this.ticks.map((t, i) => [t.symbol, i]));
    for (const i of [...lastOf.values()].sort((a, b) => a - b)) this.emit(0, i);
    // Playing starts from now: what fell due while the server was starting is not played.
    const now = this.options.clock.now().getTime();
    this.cursor = { loop: 1, index: 0 };
    while (this.timeOf(this.cursor.loop, this.cursor.index) < now) this.advance();
    this.tick();
  }

  private emit(loop: number, index: number): void {
    const tick = this.ticks[index]!;
    const time = this.timeOf(loop, index);
    this.publisher!.publish(
      tick.symbol,
      tick.bid,
      tick.ask,
      { at: time, hr: performance.now() },
      { venueTime: tick.time },
    );
  }

  private advance(): void {
    if (++this.cursor.index === this.ticks.length) {
      this.cursor.index = 0;
      this.cursor.loop++;
    }
  }

  private tick = (): void => {
    if (this.stopped) return;
    const now = this.options.clock.now().getTime();
    try {
      while (this.timeOf(this.cursor.loop, this.cursor.index) <= now) {
        this.emit(this.cursor.loop, this.cursor.index);
        this.advance();
      }
    } catch (error) {
      this.options.log.error({ err: error }, "replay: publishing a tick failed");
    }
    const wait = this.timeOf(this.cursor.loop, this.cursor.index) - now;
    this.timer = setTimeout(this.tick, Math.min(this.options.intervalMs ?? 100, Math.max(0, wait)));
  };

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.publisher?.setState("stopped", this.options.clock.now().getTime());
  }

  health(): VenueHealth[] {
    return this.publisher ? [this.publisher.health()] : [];
  }
}
