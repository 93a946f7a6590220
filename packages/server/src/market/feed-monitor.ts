import { getInstrument } from "@proparena/domain/market/instruments";
import {
  HALT_AFTER_MS,
  haltRejection,
  haltState,
  incidentCause,
  type HaltState,
  type HaltThresholds,
} from "@proparena/domain/market/outage-policy";
import type { Rejection } from "@proparena/domain/core/result";
import { sessionState, type MarketHours } from "@proparena/domain/market/sessions";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { marketState } from "../db/schema";
import type { Clock } from "../lib/clock";
import type { MarketGate } from "../trading/desk/trading-desk";
import type { ConnectionState, FeedLog, MarketFeed, VenueHealth } from "./market-feed";
import {
  endIncident,
  openIncident,
  openIncidents,
  widenIncident,
  type Incident,
} from "./market-incidents";

/** How stale the gate's view of the venues' last prices may be (halts are seconds). */
const GATE_HEALTH_MS = 100;

/** One symbol's health: its last live price and, when its venue is watched, its halt. */
export interface SymbolHealth {
  readonly symbol: string;
  readonly lastQuoteAt: number | null;
  /** Its asset class's threshold when its venue is watched; null otherwise. */
  readonly haltAfterMs: number | null;
  /** Since when it has had no live price, while halted; null while it trades. */
  readonly haltedSince: number | null;
}

/** A venue's health as the status page shows it (VenueHealth with the halts worked out). */
export interface VenueStatus {
  readonly venue: string;
  readonly state: ConnectionState;
  readonly since: number;
  readonly connections: number;
  readonly lastError: string | null;
  /**
   * Whether its silences halt trading: the live venues. The simulated market and a replay are
   * played by the server itself; a quiet minute there is a quiet market, not an outage.
   */
  readonly monitored: boolean;
  readonly symbols: readonly SymbolHealth[];
}

/** Every venue's health at `at` (ms): what the leader knows, or what it last stored. */
export interface FeedStatus {
  readonly at: number;
  readonly venues: readonly VenueStatus[];
}

/** Where the feed's health is read: the leader's monitor, or the snapshot it stored. */
export interface FeedStatusSource {
  /** Null before any leader has stored one (a follower that started first). */
  read(now: number): Promise<FeedStatus | null>;
}

const UNWATCHED_VENUES = new Set(["simulated", "replay"]);
const STATE_ID = "feed-health";

export interface FeedMonitorOptions {
  feed: Pick<MarketFeed, "health">;
  db: Db;
  clock: Clock;
  log: FeedLog;
  marketHours: MarketHours;
  /** Halt thresholds per asset class (default: the published HALT_AFTER_MS; tests inject). */
  thresholds?: HaltThresholds;
  /** How often incidents are opened and ended (ms, default 1,000). */
  intervalMs?: number;
  /** The snapshot for followers is stored on every change, and at least this often (ms). */
  storeEveryMs?: number;
}

/**
 * On the leader: watches every live venue's last price per symbol (the adapters' `health()`),
 * answers the desk whether a symbol is halted (exactly, from the last price and now: the domain's
 * `haltState`), and records incidents: a sweep every second opens one per venue when its symbols
 * halt (symbols halting later join it) and ends it once they all have a fresh price again. The
 * health it sees is stored for the followers' status pages (`market_state` row `feed-health`).
 * Nothing here is on the quote's path: the adapters only stamp the last price's time.
 */
export class FeedMonitor implements MarketGate, FeedStatusSource {
  private readonly thresholds: HaltThresholds;
  private watchedSince: number;
  /** Open incidents by venue, with every symbol they halted. */
  private readonly open = new Map<string, { incident: Incident; symbols: Set<string> }>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private stored = { key: "", at: Number.NEGATIVE_INFINITY };
  /** The venues' health as the gate last read it, and when (performance.now()). */
  private gateHealth: { venues: VenueHealth[]; at: number } = { venues: [], at: -Infinity };

  constructor(private readonly options: FeedMonitorOptions) {
    this.thresholds = options.thresholds ?? HALT_AFTER_MS;
    this.watchedSince = options.clock.now().getTime();
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }

  /** Picks up the incidents a previous leader left open, and sweeps every `intervalMs`. */
  async start(): Promise<void> {
    this.watchedSince = this.now();
    const watched = new Set(
      this.options.feed
        .health()
        .filter((h) => !UNWATCHED_VENUES.has(h.venue))
        .map((h) => h.venue),
    );
    for (const incident of await openIncidents(this.options.db)) {
      // A venue no longer configured cannot come back: its incident ends with its watch.
      if (!watched.has(incident.venue)) await endIncident(this.options.db, incident.id, this.now());
      else this.open.set(incident.venue, { incident, symbols: new Set(incident.symbols) });
    }
    this.timer = setInterval(() => void this.sweep(), this.options.intervalMs ?? 1_000);
    this.timer.unref();
  }

  /** Stops sweeping; an incident under way stays open for the next leader. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  private haltOf(symbol: string, lastQuoteAt: number | null, now: number): HaltState | null {
    const instrument = getInstrument(symbol);
    if (!instrument) return null;
    return haltState({
      lastQuoteAt,
      watchedSince: this.watchedSince,
      now,
      thresholdMs: this.thresholds[instrument.assetClass],
      session: sessionState(instrument, now, this.options.marketHours),
    });
  }

  /** The desk's gate: SYMBOL_HALTED while a watched symbol has had no live price too long. */
  halted(symbol: string, now: number): Rejection | null {
    // The venues' last prices are read at most every GATE_HEALTH_MS (listing every symbol's was
    // 1-2% of a market order's CPU). A last price only moves forward, so a view that is stale
    // can only find a halt too soon, never miss one: a halt is checked again on a fresh view,
    // and the first fresh quote resumes trading at once.
    const read = performance.now();
    if (read - this.gateHealth.at >= GATE_HEALTH_MS) {
      this.gateHealth = { venues: this.options.feed.health(), at: read };
    }
    const refused = this.haltIn(this.gateHealth.venues, symbol, now);
    if (!refused || this.gateHealth.at === read) return refused;
    this.gateHealth = { venues: this.options.feed.health(), at: read };
    return this.haltIn(this.gateHealth.venues, symbol, now);
  }

  private haltIn(venues: readonly VenueHealth[], symbol: string, now: number): Rejection | null {
    for (const h of venues) {
      if (UNWATCHED_VENUES.has(h.venue) || !(symbol in h.lastQuoteAt)) continue;
      const state = this.haltOf(symbol, h.lastQuoteAt[symbol] ?? null, now);
      return state?.halted ? haltRejection(symbol, state.since, now) : null;
    }
    return null;
  }

  private venueStatus(h: VenueHealth, now: number): VenueStatus {
    const monitored = !UNWATCHED_VENUES.has(h.venue);
    return {
      venue: h.venue,
      state: h.state,
      since: h.since,
      connections: h.connections,
      lastError: h.lastError,
      monitored,
      symbols: Object.entries(h.lastQuoteAt).map(([symbol, lastQuoteAt]) => {
        const instrument = getInstrument(symbol);
        const halt = monitored ? this.haltOf(symbol, lastQuoteAt, now) : null;
        return {
          symbol,
          lastQuoteAt,
          haltAfterMs: monitored && instrument ? this.thresholds[instrument.assetClass] : null,
          haltedSince: halt?.halted ? halt.since : null,
        };
      }),
    };
  }

  snapshot(now: number): FeedStatus {
    return { at: now, venues: this.options.feed.health().map((h) => this.venueStatus(h, now)) };
  }

  async read(now: number): Promise<FeedStatus> {
    return this.snapshot(now);
  }

  /**
   * Opens, widens and ends incidents from the health now, and stores the snapshot for the
   * followers. Sweeps run one at a time; a caller (the review of a breach) may ask for one to
   * see the incidents as they are before it decides.
   */
  sweep(): Promise<void> {
    this.sweeping = this.sweeping
      .then(() => this.sweepOnce())
      .catch((error: unknown) =>
        this.options.log.error({ err: error }, "the feed monitor could not record an incident"),
      );
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const { db, log } = this.options;
    const now = this.now();
    const status = this.snapshot(now);
    for (const venue of status.venues) {
      if (!venue.monitored) continue;
      const halted = venue.symbols.filter((s) => s.haltedSince !== null);
      const current = this.open.get(venue.venue);
      if (halted.length > 0 && !current) {
        const threshold = Math.min(...halted.map((s) => s.haltAfterMs ?? Infinity));
        const incident = await openIncident(db, {
          venue: venue.venue,
          symbols: halted.map((s) => s.symbol),
          startedAt: Math.min(...halted.map((s) => s.haltedSince!)),
          haltedAt: now,
          cause: incidentCause(
            venue.venue,
            venue.state === "connected",
            venue.lastError,
            threshold,
          ),
        });
        const symbols = new Set([...incident.symbols, ...halted.map((s) => s.symbol)]);
        this.open.set(venue.venue, { incident, symbols });
        if (symbols.size > incident.symbols.length)
          await widenIncident(db, incident.id, [...symbols]);
        log.warn(
          { venue: venue.venue, symbols: [...symbols], cause: incident.cause },
          "market halted: no live price",
        );
      } else if (halted.length > 0 && current) {
        const joining = halted.filter((s) => !current.symbols.has(s.symbol));
        if (joining.length > 0) {
          for (const s of joining) current.symbols.add(s.symbol);
          await widenIncident(db, current.incident.id, [...current.symbols]);
          log.warn(
            { venue: venue.venue, symbols: joining.map((s) => s.symbol) },
            "more symbols halted in the incident under way",
          );
        }
      } else if (current) {
        // Every symbol trades again: the incident ends at the price that brought the last back.
        const back = venue.symbols
          .filter((s) => current.symbols.has(s.symbol) && s.lastQuoteAt !== null)
          .map((s) => s.lastQuoteAt!)
          .filter((t) => t > current.incident.startedAt);
        const endedAt = back.length > 0 ? Math.min(now, Math.max(...back)) : now;
        await endIncident(db, current.incident.id, endedAt);
        this.open.delete(venue.venue);
        log.info(
          {
            venue: venue.venue,
            symbols: [...current.symbols],
            ms: endedAt - current.incident.startedAt,
          },
          "market resumed: live prices are back",
        );
      }
    }
    await this.store(status);
  }

  /** The snapshot for the followers: on every change of state or halts, else every few seconds. */
  private async store(status: FeedStatus): Promise<void> {
    const key = JSON.stringify(
      status.venues.map((v) => [
        v.venue,
        v.state,
        v.lastError,
        v.symbols.map((s) => s.haltedSince),
      ]),
    );
    if (
      key === this.stored.key &&
      status.at - this.stored.at < (this.options.storeEveryMs ?? 10_000)
    )
      return;
    const at = new Date(status.at);
    await this.options.db
      .insert(marketState)
      .values({
        id: STATE_ID,
        seed: "",
        historyStart: at,
        liveStart: at,
        state: status,
        updatedAt: at,
      })
      .onConflictDoUpdate({ target: marketState.id, set: { state: status, updatedAt: at } });
    this.stored = { key, at: status.at };
  }
}

/** What the leader last stored (a follower's status page), or null before any. */
export async function readStoredFeedStatus(db: Db): Promise<FeedStatus | null> {
  const [row] = await db.select().from(marketState).where(eq(marketState.id, STATE_ID));
  return (row?.state as FeedStatus | null | undefined) ?? null;
}

/** A follower's source: the stored snapshot, read at most once per `maxAgeMs`. */
export function cachedFeedStatus(db: Db, maxAgeMs: number): FeedStatusSource {
  let cached: { at: number; value: Promise<FeedStatus | null> } | null = null;
  return {
    read(now) {
      if (!cached || now - cached.at >= maxAgeMs || now < cached.at) {
        const value = readStoredFeedStatus(db);
        value.catch(() => (cached = null));
        cached = { at: now, value };
      }
      return cached.value;
    },
  };
}

/** A server with no feed running (tests, benchmarks without one): no venues to report. */
export const noFeedStatus: FeedStatusSource = {
  read: async (now) => ({ at: now, venues: [] }),
};

/** Symbol -> since when it has had no live price, for every halted symbol of `status`. */
export function haltedSymbols(status: FeedStatus | null): Map<string, number> {
  const halted = new Map<string, number>();
  for (const venue of status?.venues ?? [])
    for (const s of venue.symbols) if (s.haltedSince !== null) halted.set(s.symbol, s.haltedSince);
  return halted;
}
