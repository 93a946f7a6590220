import { formatPrice, getInstrument } from "@proparena/domain/market/instruments";
import type { Quote } from "@proparena/domain/market/quotes";
import type { MarketService } from "../../market/market-service";
import type { priceAlerts } from "../../db/schema";
import { notify, type NoticeInput } from "../notices/notify";
import type { ServiceContext } from "../service-context";
import { onAlertsChanged } from "./alert-changes";
import { readActiveAlerts, triggerAlerts } from "./price-alerts";

/** How often the watcher reads every active alert again (changes it was not told of). */
export const ALERT_RELOAD_MS = 30_000;

interface Watched {
  id: string;
  price: number;
}

/**
 * A symbol's active alerts, each side sorted so the next to fire is last: `above` by price
 * falling (the lowest last: the first a rising bid reaches), `below` by price rising.
 */
interface SymbolAlerts {
  above: Watched[];
  below: Watched[];
}

function bookOf(rows: readonly { id: string; condition: string; price: number }[]): SymbolAlerts {
  const above = rows
    .filter((r) => r.condition === "crossesAbove")
    .map(({ id, price }) => ({ id, price }));
  const below = rows
    .filter((r) => r.condition === "crossesBelow")
    .map(({ id, price }) => ({ id, price }));
  above.sort((a, b) => b.price - a.price);
  below.sort((a, b) => a.price - b.price);
  return { above, below };
}

/** The alerts a bid reaches, taken off the book. */
function takeDue(book: SymbolAlerts, bid: number): string[] {
  const due: string[] = [];
  while (book.above.length > 0 && book.above.at(-1)!.price <= bid) due.push(book.above.pop()!.id);
  while (book.below.length > 0 && book.below.at(-1)!.price >= bid) due.push(book.below.pop()!.id);
  return due;
}

/** The notice (and, when the alert asks, the e-mail) of a fired alert. */
export function alertNotice(row: typeof priceAlerts.$inferSelect): NoticeInput {
  const instrument = getInstrument(row.symbol);
  const price = (p: number) => (instrument ? formatPrice(p, instrument) : String(p));
  const rose = row.condition === "crossesAbove";
  const quote = `bid ${price(row.triggerBid ?? row.price)} / ask ${price(row.triggerAsk ?? row.price)}`;
  return {
    userId: row.userId,
    kind: "price-alert",
    eventKey: `price-alert:${row.id}`,
    title: `${row.symbol} ${rose ? "rose to" : "fell to"} ${price(row.price)}`,
    body:
      `Your price alert on ${row.symbol} ${rose ? "above" : "below"} ${price(row.price)} fired ` +
      `at ${row.triggeredAt?.toISOString() ?? ""} (${quote}).` +
      (row.note ? `\n\nYour note: ${row.note}` : ""),
    link: "/trading/arena",
    email: row.email,
  };
}

/**
 * On the leader: every active price alert in memory by symbol, sorted by price, and each quote
 * checked against the next to fire on either side (a quote touches only the alerts it fires).
 * An alert fires once: the conditional update marks it triggered and answers it only if it was
 * still active; its notice goes to the trader's sockets and, when the alert asks, by e-mail
 * through the outbox (once per alert: the notice's key is the alert's id). The alerts are read
 * at start, again for a symbol whenever one is set or deleted (those routes run on the leader),
 * and all again every ALERT_RELOAD_MS.
 */
export class PriceAlertWatcher {
  private books = new Map<string, SymbolAlerts>();
  /** Alerts being fired: a reload that read them still active does not watch them again. */
  private readonly firing = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  private stops: (() => void)[] = [];
  /** Reads run one after another, so that a later read's alerts are never replaced by an older's. */
  private reads: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: ServiceContext,
    private readonly market: MarketService,
    private readonly onError: (error: unknown) => void,
    private readonly reloadMs = ALERT_RELOAD_MS,
  ) {}

  async start(): Promise<void> {
    const onQuote = (quote: Quote) => this.check(quote);
    this.market.on("quote", onQuote);
    const stopChanges = onAlertsChanged((symbol) => this.track(this.read(symbol)));
    const timer = setInterval(() => this.track(this.read()), this.reloadMs);
    timer.unref();
    this.stops = [() => this.market.off("quote", onQuote), stopChanges, () => clearInterval(timer)];
    await this.read();
  }

  /** Resolves when every alert fired so far has its notice (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async stop(): Promise<void> {
    for (const stop of this.stops) stop();
    this.stops = [];
    await this.idle();
  }

  /** How many alerts are watched (tests). */
  get watched(): number {
    let n = 0;
    for (const book of this.books.values()) n += book.above.length + book.below.length;
    return n;
  }

  private check(quote: Quote): void {
    const book = this.books.get(quote.symbol);
    if (!book) return;
    const due = takeDue(book, quote.bid);
    if (due.length === 0) return;
    for (const id of due) this.firing.add(id);
    this.track(this.fire(due, quote));
  }

  private async fire(ids: string[], quote: Quote): Promise<void> {
    try {
      const fired = await triggerAlerts(this.ctx, ids, quote);
      await notify(this.ctx, fired.map(alertNotice));
    } finally {
      for (const id of ids) this.firing.delete(id);
    }
  }

  /** Reads the active alerts again: every symbol's, or one's (after the reads before it). */
  private read(symbol?: string): Promise<void> {
    const next = this.reads.then(async () => {
      const rows = (await readActiveAlerts(this.ctx, symbol)).filter((r) => !this.firing.has(r.id));
      if (symbol === undefined) {
        const bySymbol = new Map<string, typeof rows>();
        for (const row of rows)
          bySymbol.set(row.symbol, [...(bySymbol.get(row.symbol) ?? []), row]);
        this.books = new Map([...bySymbol].map(([s, list]) => [s, bookOf(list)]));
        return;
      }
      this.books.set(symbol, bookOf(rows));
      // The price may have moved past an alert since it was set: the last quote decides now.
      const last = this.market.quote(symbol);
      if (last) this.check(last);
    });
    this.reads = next.catch(() => undefined);
    return next;
  }

  private track(work: Promise<void>): void {
    const tracked = work.catch(this.onError).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}
