import type { Quote } from "@proparena/domain/market/quotes";

/** The quotes around an opening fill that latency arbitrage reads (null when not captured). */
export interface FillQuotes {
  readonly quoteAtOpen: Quote | null;
  readonly quoteAfterOpen: Quote | null;
}

const NO_QUOTES: FillQuotes = { quoteAtOpen: null, quoteAfterOpen: null };

/**
 * The recent quotes kept per symbol, in quote time: the runner learns of a fill after its commit
 * (milliseconds later, seconds under load), by when the next quote may have come already.
 */
const RECENT_MS = 5_000;
/** At most this many recent quotes per symbol, whatever their times. */
const RECENT_MAX = 512;

interface OpenFill {
  readonly symbol: string;
  readonly openTime: number;
  readonly at: Quote;
  after: Quote | null;
  /** Still looking for the symbol's next quote. */
  waiting: boolean;
}

/**
 * On the leader, in memory: for each open position, the quote its opening order filled on (the
 * engine's, told with the fill) and the symbol's next quote from the market feed if it came within
 * `afterMs` of the fill. Taken out when the position closes. Bounded: `maxOpen` positions at most
 * (the oldest go first; they close without quotes) and a few seconds of quotes per symbol.
 *
 * Not stored: a leader that starts again replays the look-back's trades without them, so latency
 * arbitrage is seen again from the trades opened after the start (docs/integrity.md).
 */
export class FillQuoteBook {
  private readonly recent = new Map<string, Quote[]>();
  private readonly open = new Map<string, OpenFill>();
  /** Position ids waiting for their symbol's next quote, by symbol. */
  private readonly waiting = new Map<string, Set<string>>();

  constructor(
    private readonly afterMs: number,
    private readonly maxOpen = 500_000,
  ) {}

  get size(): number {
    return this.open.size;
  }

  /** A quote from the market feed, in the order published. */
  quote(q: Quote): void {
    let list = this.recent.get(q.symbol);
    if (!list) this.recent.set(q.symbol, (list = []));
    list.push(q);
    let drop = 0;
    while (
      drop < list.length - 1 &&
      (list.length - drop > RECENT_MAX || list[drop]!.time < q.time - RECENT_MS)
    ) {
      drop++;
    }
    if (drop > 0) list.splice(0, drop);
    const ids = this.waiting.get(q.symbol);
    if (!ids) return;
    for (const id of ids) {
      const fill = this.open.get(id);
      if (!fill || this.settle(fill, q)) ids.delete(id);
    }
    if (ids.size === 0) this.waiting.delete(q.symbol);
  }

  /** A position opened at `openTime` on `at`: its next quote is looked for among those seen. */
  opened(positionId: string, openTime: number, at: Quote): void {
    const fill: OpenFill = { symbol: at.symbol, openTime, at, after: null, waiting: true };
    for (const q of this.recent.get(at.symbol) ?? []) {
      if (this.settle(fill, q)) break;
    }
    this.open.set(positionId, fill);
    if (fill.waiting) {
      let ids = this.waiting.get(fill.symbol);
      if (!ids) this.waiting.set(fill.symbol, (ids = new Set()));
      ids.add(positionId);
    }
    if (this.open.size > this.maxOpen) {
      const oldest = this.open.keys().next().value as string;
      this.forget(oldest);
    }
  }

  /** The quotes of a position that closed (none when its open was not seen), forgotten then. */
  closed(positionId: string): FillQuotes {
    const fill = this.open.get(positionId);
    if (!fill) return NO_QUOTES;
    this.forget(positionId);
    return { quoteAtOpen: fill.at, quoteAfterOpen: fill.after };
  }

  /**
   * Whether `q` ends the search: the first quote after the fill's (a later time, not before the
   * fill itself) is the next one when within `afterMs`; past it there is none.
   */
  private settle(fill: OpenFill, q: Quote): boolean {
    if (q.time <= fill.at.time || q.time < fill.openTime) return false;
    if (q.time - fill.openTime <= this.afterMs) fill.after = q;
    fill.waiting = false;
    return true;
  }

  private forget(positionId: string): void {
    const fill = this.open.get(positionId);
    if (!fill) return;
    this.open.delete(positionId);
    const ids = this.waiting.get(fill.symbol);
    ids?.delete(positionId);
    if (ids?.size === 0) this.waiting.delete(fill.symbol);
  }
}
