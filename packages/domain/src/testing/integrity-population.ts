/**
 * Seeded labelled populations for the integrity detectors (tests and bench/integrity.ts):
 * innocent people trading at human pace, and injected cheaters of each kind, with the flags
 * each cheater should get. Deterministic for a seed. Not used by production code.
 *
 * Innocent behaviour modelled: one to three accounts each; active on most days, a session of
 * a few hours; orders at irregular times (exponential gaps, millisecond clocks uniform);
 * holding times log-normal by style (scalper, day trader, swing); a view per symbol and day
 * that most trades follow; some days trading two of one's accounts; one to three favourite
 * symbols, EURUSD the most common; a favourite lot size, sometimes another; a crowd opening
 * EURUSD and XAUUSD within seconds of the daily 12:30 and 14:00 UTC news; fresh quotes with
 * now and then a jump either way; households sharing a sign-in address, a few families
 * sharing a computer, cafés whose address many people share, and public signal channels whose
 * followers open the same trade within seconds of each other.
 */
import type { Side } from "../engine/orders";
import { Random } from "../core/random";
import { getInstrument } from "../market/instruments";
import type { Quote } from "../market/quotes";
import type {
  IntegrityEvent,
  IntegrityTrade,
  LinkSignal,
  SignalKind,
} from "../integrity/integrity-inputs";
import type { DetectorKind } from "../integrity/integrity-flags";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Monday 5 January 2026, 00:00 UTC. */
export const POPULATION_START = Date.UTC(2026, 0, 5);

export interface CheaterCounts {
  readonly hedging: number;
  readonly copyTrading: number;
  readonly hft: number;
  readonly latencyArbitrage: number;
  readonly botRegularity: number;
  readonly multiAccount: number;
  /** Bots declared as API orders: innocent, must not be flagged. */
  readonly apiBots: number;
}

export interface PopulationOptions {
  readonly seed: string;
  readonly innocentPeople: number;
  readonly cheaters: CheaterCounts;
  readonly days: number;
  readonly start?: number;
}

export interface Population {
  readonly events: IntegrityEvent[];
  /** Flag keys (integrity-flags.ts flagKey) that should be raised, per detector. */
  readonly guilty: ReadonlyMap<DetectorKind, ReadonlySet<string>>;
  readonly people: number;
  readonly accounts: number;
}

const SYMBOLS = ["EURUSD", "GBPUSD", "USDJPY", "XAUUSD", "US30", "NAS100", "BTCUSD", "USOIL"];
const POPULAR = [0.3, 0.12, 0.1, 0.18, 0.08, 0.1, 0.08, 0.04];
const LOTS = [0.1, 0.2, 0.5, 1, 2];

interface Style {
  /** Median holding time and log-normal sigma. */
  readonly holdMs: number;
  readonly sigma: number;
  readonly tradesPerDay: number;
}

const STYLES: readonly Style[] = [
  { holdMs: 4 * MINUTE, sigma: 0.9, tradesPerDay: 25 },
  { holdMs: 30 * MINUTE, sigma: 1.0, tradesPerDay: 8 },
  { holdMs: 6 * HOUR, sigma: 1.0, tradesPerDay: 2 },
];

export interface Trader {
  readonly personId: string;
  readonly accounts: readonly string[];
  readonly symbols: readonly string[];
  readonly lot: number;
  readonly style: Style;
}

/** Builds the events of a population; `guilty` names the flags it should raise. */
export class PopulationBuilder {
  readonly rnd: Random;
  readonly events: IntegrityEvent[] = [];
  readonly guilty = new Map<DetectorKind, Set<string>>();
  private tradeSeq = 0;
  private people = 0;
  private accounts = 0;
  readonly start: number;

  constructor(
    seed: string,
    readonly days: number,
    start = POPULATION_START,
  ) {
    this.rnd = new Random(seed);
    this.start = start;
  }

  label(kind: DetectorKind, subject: { accountId?: string; personId?: string }): void {
    const key = `${kind}|${subject.accountId ?? `person:${subject.personId}`}`;
    let set = this.guilty.get(kind);
    if (!set) this.guilty.set(kind, (set = new Set()));
    set.add(key);
  }

  /** A new person with `accounts` accounts and their own device, address and card. */
  person(
    accounts = 1 + (this.rnd.next() < 0.25 ? 1 : 0) + (this.rnd.next() < 0.05 ? 1 : 0),
  ): Trader {
    const personId = `u${++this.people}`;
    const ids = Array.from({ length: accounts }, () => `a${++this.accounts}`);
    const nSymbols = this.rnd.int(1, 3);
    const symbols: string[] = [];
    while (symbols.length < nSymbols) {
      const s = this.pick(SYMBOLS, POPULAR);
      if (!symbols.includes(s)) symbols.push(s);
    }
    const style = STYLES[this.rnd.int(0, STYLES.length - 1)]!;
    const trader = { personId, accounts: ids, symbols, lot: LOTS[this.rnd.int(0, 4)]!, style };
    for (const kind of ["device", "ip", "card"] as const)
      this.signal(personId, kind, `${kind}-${personId}`);
    return trader;
  }

  signal(personId: string, kind: SignalKind, value: string, time = this.start): void {
    const signal: LinkSignal = { personId, kind, value, time };
    this.events.push({ type: "signal", signal });
  }

  pick<T>(xs: readonly T[], weights?: readonly number[]): T {
    if (!weights) return xs[this.rnd.int(0, xs.length - 1)]!;
    let u = this.rnd.next() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < xs.length; i++) {
      u -= weights[i]!;
      if (u < 0) return xs[i]!;
    }
    return xs[xs.length - 1]!;
  }

  /** A holding time drawn from a style. */
  hold(style: Style): number {
    return Math.max(2_000, Math.round(style.holdMs * Math.exp(style.sigma * this.rnd.normal())));
  }

  /** Quotes around a fill: fresh, then a small move; `jump` moves `jump` spreads (signed). */
  quotes(symbol: string, openTime: number, jump = 0): { at: Quote; after: Quote; price: number } {
    const instrument = getInstrument(symbol)!;
    const spread = instrument.typicalSpreadTicks * instrument.tickSize;
    const mid = instrument.startPrice * (1 + 0.002 * this.rnd.normal());
    const at = {
      symbol,
      time: openTime - this.rnd.int(0, 400),
      bid: mid - spread / 2,
      ask: mid + spread / 2,
    };
    const move = (jump + 0.3 * this.rnd.normal()) * spread;
    const after = {
      symbol,
      time: openTime + this.rnd.int(20, 200),
      bid: at.bid + move,
      ask: at.ask + move,
    };
    return { at, after, price: mid };
  }

  /** Records a closed trade. `jumpSpreads` is the move after the fill in the trade's favour. */
  trade(
    trader: Pick<Trader, "personId">,
    accountId: string,
    t: {
      symbol: string;
      side: Side;
      volume: number;
      openTime: number;
      holdMs: number;
      api?: boolean;
      jumpSpreads?: number;
      pnl?: number;
    },
  ): IntegrityTrade {
    const favour =
      t.jumpSpreads ?? (this.rnd.next() < 0.02 ? 3 * (this.rnd.next() < 0.5 ? 1 : -1) : 0);
    const q = this.quotes(t.symbol, t.openTime, t.side === "buy" ? favour : -favour);
    const pnl =
      t.pnl ?? Math.round(t.volume * 100 * (4_000 * this.rnd.normal() + (favour > 0 ? 3_000 : 0)));
    const trade: IntegrityTrade = {
      id: `t${++this.tradeSeq}`,
      accountId,
      personId: trader.personId,
      symbol: t.symbol,
      side: t.side,
      volume: t.volume,
      openPrice: t.side === "buy" ? q.at.ask : q.at.bid,
      openTime: t.openTime,
      closePrice: q.price,
      closeTime: t.openTime + t.holdMs,
      pnl,
      api: t.api ?? false,
      quoteAtOpen: q.at,
      quoteAfterOpen: q.after,
    };
    this.events.push({ type: "close", trade });
    return trade;
  }

  side(): Side {
    return this.rnd.next() < 0.5 ? "buy" : "sell";
  }

  lot(trader: Trader): number {
    return this.rnd.next() < 0.8 ? trader.lot : LOTS[this.rnd.int(0, 4)]!;
  }

  /** Open times of one human session on `day`: irregular gaps, ms uniform. */
  sessionTimes(day: number, perDay: number): number[] {
    const n = Math.max(1, Math.round(perDay * Math.exp(0.5 * this.rnd.normal())));
    const begin = this.start + day * DAY + this.rnd.int(6, 15) * HOUR + this.rnd.int(0, HOUR);
    const length = this.rnd.int(2, 7) * HOUR;
    const times: number[] = [];
    let t = begin;
    for (let i = 0; i < n; i++) {
      t += Math.round(this.rnd.exponential(n / length) + this.rnd.int(0, 999));
      times.push(t);
    }
    return times;
  }

  /** Everything an innocent trader does over the days, returned for copying. */
  humanDays(trader: Trader, activeShare = 0.75): IntegrityTrade[] {
    const out: IntegrityTrade[] = [];
    for (let day = 0; day < this.days; day++) {
      if (this.rnd.next() > activeShare) continue;
      // Mostly one account a session (one challenge at a time); some days both.
      const accountId = this.pick(trader.accounts);
      const both = this.rnd.next() < 0.3;
      // A view per symbol for the day: nine trades in ten follow it.
      const view = new Map(trader.symbols.map((s) => [s, this.side()]));
      // While a position on a symbol is open, a person adds on its side (a change of mind
      // closes it first): opposite positions at once on two accounts are a hedge.
      const open = new Map<string, IntegrityTrade>();
      for (const openTime of this.sessionTimes(day, trader.style.tradesPerDay)) {
        const symbol = this.pick(trader.symbols);
        const held = open.get(symbol);
        const side =
          held && held.closeTime > openTime
            ? held.side
            : this.rnd.next() < 0.9
              ? view.get(symbol)!
              : this.side();
        const t = this.trade(trader, both ? this.pick(trader.accounts) : accountId, {
          symbol,
          side,
          volume: this.lot(trader),
          openTime,
          holdMs: this.hold(trader.style),
        });
        if (!held || t.closeTime > held.closeTime) open.set(symbol, t);
        out.push(t);
      }
      // The news crowd: some open within seconds of 12:30 or 14:00 UTC.
      if (this.rnd.next() < 0.15) {
        const news = this.start + day * DAY + (this.rnd.next() < 0.5 ? 12.5 : 14) * HOUR;
        out.push(
          this.trade(trader, accountId, {
            symbol: this.rnd.next() < 0.6 ? "EURUSD" : "XAUUSD",
            side: this.side(),
            volume: this.lot(trader),
            openTime: news + this.rnd.int(50, 4_000),
            holdMs: this.hold(STYLES[0]!),
          }),
        );
      }
    }
    return out;
  }

  finish(): Population {
    return {
      events: this.events,
      guilty: this.guilty,
      people: this.people,
      accounts: this.accounts,
    };
  }
}

/** A population of innocent traders with cheaters of each kind injected. */
export function buildPopulation(options: PopulationOptions): Population {
  const b = new PopulationBuilder(options.seed, options.days, options.start);
  const { cheaters } = options;
  const innocent: Trader[] = [];
  for (let i = 0; i < options.innocentPeople; i++) innocent.push(b.person());
  // Households share a sign-in address (too weak to link); cafés' addresses are public.
  for (let i = 0; i + 1 < innocent.length; i += 20) {
    b.signal(innocent[i]!.personId, "ip", `ip-${innocent[i + 1]!.personId}`);
  }
  for (let c = 0; c * 25 < innocent.length; c++) {
    for (let k = 0; k < 12; k++) b.signal(b.pick(innocent).personId, "ip", `cafe-${c}`);
  }
  // A few families share one computer: a device link the detector cannot tell from one person.
  for (let i = 7; i + 1 < innocent.length; i += 200) {
    b.signal(innocent[i + 1]!.personId, "device", `device-${innocent[i]!.personId}`);
    b.signal(innocent[i + 1]!.personId, "ip", `ip-${innocent[i]!.personId}`);
  }
  for (const trader of innocent) b.humanDays(trader);
  // Public signal channels: a tenth of the people follow one, each at their own lot size and
  // human reaction time, so followers often open within seconds of each other.
  for (let g = 0; g * 200 < innocent.length; g++) {
    const members = Array.from({ length: 20 }, () => b.pick(innocent));
    signalChannel(b, members);
  }

  for (let i = 0; i < cheaters.hedging; i++) injectHedger(b, i % 2 === 1);
  for (let i = 0; i < cheaters.copyTrading; i++) injectCopier(b);
  for (let i = 0; i < cheaters.hft; i++) injectHft(b);
  for (let i = 0; i < cheaters.latencyArbitrage; i++) injectLatencyArbitrage(b);
  for (let i = 0; i < cheaters.botRegularity; i++) injectBot(b, false, i % 2 === 1);
  for (let i = 0; i < cheaters.apiBots; i++) injectBot(b, true, i % 2 === 1);
  for (let i = 0; i < cheaters.multiAccount; i++) injectMultiAccount(b);
  return b.finish();
}

/** A channel posting 4-8 signals a day; each member takes each with probability 1/2. */
function signalChannel(b: PopulationBuilder, members: readonly Trader[]): void {
  for (let day = 0; day < b.days; day++) {
    const posts = b.rnd.int(4, 8);
    for (let k = 0; k < posts; k++) {
      const at = b.start + day * DAY + b.rnd.int(8 * HOUR, 20 * HOUR);
      const symbol = b.pick(SYMBOLS, POPULAR);
      const side = b.side();
      const hold = b.hold({ holdMs: 40 * MINUTE, sigma: 0.7, tradesPerDay: 0 });
      for (const m of members) {
        if (b.rnd.next() < 0.5) continue;
        const react = 1_500 + Math.round(5_000 * Math.exp(b.rnd.normal()));
        b.trade(m, m.accounts[0]!, {
          symbol,
          side,
          volume: m.lot,
          openTime: at + react,
          holdMs: Math.round(hold * (0.8 + 0.4 * b.rnd.next())),
        });
      }
    }
  }
}

const CORRELATED: Readonly<Record<string, [string, boolean]>> = {
  EURUSD: ["GBPUSD", true],
  GBPUSD: ["EURUSD", true],
  USDJPY: ["EURJPY", true],
  US30: ["NAS100", true],
};

/**
 * One person hedging across two of their accounts, or (`linked`) two people sharing a device
 * and a card: opposite legs opened 0.2-8 s apart, the same size or nearly, closed within
 * seconds of each other, a few times over the days, on top of ordinary trading.
 */
function injectHedger(b: PopulationBuilder, linked: boolean): void {
  const p = b.person(2);
  let accounts: [{ personId: string }, string, { personId: string }, string];
  if (linked) {
    const q = b.person(1);
    b.signal(q.personId, "device", `device-${p.personId}`);
    b.signal(q.personId, "card", `card-${p.personId}`);
    b.label("multi-account", { personId: p.personId });
    b.label("multi-account", { personId: q.personId });
    accounts = [p, p.accounts[0]!, q, q.accounts[0]!];
    b.humanDays(q, 0.5);
  } else {
    accounts = [p, p.accounts[0]!, p, p.accounts[1]!];
  }
  b.humanDays({ ...p, accounts: [p.accounts[0]!] }, 0.5);
  const hedges = b.rnd.int(2, 5);
  for (let h = 0; h < hedges; h++) {
    const day = b.rnd.int(0, b.days - 1);
    const open = b.start + day * DAY + b.rnd.int(7, 18) * HOUR + b.rnd.int(0, HOUR);
    const symbol = b.pick(p.symbols);
    const side = b.side();
    const volume = p.lot * 2;
    const hold = b.hold({ holdMs: 20 * MINUTE, sigma: 1, tradesPerDay: 0 });
    const other = CORRELATED[symbol] && b.rnd.next() < 0.3 ? CORRELATED[symbol][0] : symbol;
    const gap = b.rnd.int(200, 30_000);
    b.trade(accounts[0], accounts[1], { symbol, side, volume, openTime: open, holdMs: hold });
    b.trade(accounts[2], accounts[3], {
      symbol: other,
      side: side === "buy" ? "sell" : "buy",
      volume: Math.round(volume * (0.75 + 0.25 * b.rnd.next()) * 100) / 100,
      openTime: open + gap,
      holdMs: Math.max(hold - gap, 1_000) + b.rnd.int(0, 5_000),
    });
  }
  b.label("hedging", { accountId: accounts[1] });
  b.label("hedging", { accountId: accounts[3] });
}

/**
 * A follower copying a leader (two unrelated people): seven in ten of the leader's trades
 * opened again about 200 ms later (log-normal, sometimes over 500 ms) at a fixed ratio, closed a
 * little later.
 */
function injectCopier(b: PopulationBuilder): void {
  const leader = b.person(1);
  const follower = b.person(1);
  const ratio = b.pick([0.5, 1, 2, 3]);
  const leads = b.humanDays({ ...leader, style: STYLES[1]! }, 0.9);
  for (const t of leads) {
    if (b.rnd.next() < 0.3) continue;
    b.trade(follower, follower.accounts[0]!, {
      symbol: t.symbol,
      side: t.side,
      volume: Math.max(0.01, Math.round(t.volume * ratio * 100) / 100),
      // Copier software: about 200 ms, now and then over the 500 ms window.
      openTime: t.openTime + Math.round(200 * Math.exp(0.6 * b.rnd.normal())),
      holdMs: t.closeTime - t.openTime + b.rnd.int(0, 3_000),
    });
  }
  if (leads.length === 0) return;
  b.label("copy-trading", { accountId: leader.accounts[0]! });
  b.label("copy-trading", { accountId: follower.accounts[0]! });
}

/** Tick scalping: 60-200 trades a day, 55-90% of them held 3-50 s, at irregular times. */
function injectHft(b: PopulationBuilder): void {
  const p = b.person(1);
  const share = 0.55 + 0.35 * b.rnd.next();
  for (let day = 0; day < b.days; day++) {
    for (const openTime of b.sessionTimes(day, b.rnd.int(60, 200))) {
      b.trade(p, p.accounts[0]!, {
        symbol: b.pick(p.symbols),
        side: b.side(),
        volume: b.lot(p),
        openTime,
        holdMs: b.rnd.next() < share ? b.rnd.int(3_000, 50_000) : b.hold(STYLES[0]!),
      });
    }
  }
  b.label("hft", { accountId: p.accounts[0]! });
}

/** Latency arbitrage: a fifth to a half of the trades open just before a 2.5-5 spread jump. */
function injectLatencyArbitrage(b: PopulationBuilder): void {
  const p = b.person(1);
  const share = 0.2 + 0.3 * b.rnd.next();
  for (let day = 0; day < b.days; day++) {
    for (const openTime of b.sessionTimes(day, 12)) {
      const sniped = b.rnd.next() < share;
      const volume = b.lot(p);
      b.trade(p, p.accounts[0]!, {
        symbol: b.pick(p.symbols),
        side: b.side(),
        volume,
        openTime,
        holdMs: b.hold(STYLES[0]!),
        jumpSpreads: sniped ? 2.5 + 2.5 * b.rnd.next() : 0,
        pnl: sniped ? Math.round(volume * 100 * (15_000 + 3_000 * b.rnd.normal())) : undefined,
      });
    }
  }
  b.label("latency-arbitrage", { accountId: p.accounts[0]! });
}

/**
 * A scheduler: an order every 2-10 min with 0-8% jitter, or (`onMarks`) on whole seconds at
 * irregular gaps. `api`: declared as API orders (innocent).
 */
function injectBot(b: PopulationBuilder, api: boolean, onMarks: boolean): void {
  const p = b.person(1);
  const every = b.rnd.int(2, 10) * MINUTE;
  const jitter = 0.08 * b.rnd.next();
  for (let day = 0; day < b.days; day++) {
    let t = b.start + day * DAY + b.rnd.int(1, 20) * HOUR;
    const n = b.rnd.int(25, 60);
    for (let i = 0; i < n; i++) {
      if (onMarks)
        t = Math.ceil((t + b.rnd.exponential(1 / every)) / 1_000) * 1_000 + b.rnd.int(0, 8);
      else t += Math.round(every * (1 + jitter * b.rnd.normal()));
      b.trade(p, p.accounts[0]!, {
        symbol: p.symbols[0]!,
        side: b.side(),
        volume: p.lot,
        openTime: t,
        holdMs: b.rnd.int(60_000, 5 * MINUTE),
        api,
      });
    }
  }
  if (!api) b.label("bot-regularity", { accountId: p.accounts[0]! });
}

/** A second identity of one person: the same card and device, or the same wallet and device. */
function injectMultiAccount(b: PopulationBuilder): void {
  const p = b.person(1);
  const alias = b.person(1);
  b.signal(alias.personId, "device", `device-${p.personId}`, b.start + b.rnd.int(0, b.days) * DAY);
  if (b.rnd.next() < 0.5) b.signal(alias.personId, "card", `card-${p.personId}`);
  else {
    b.signal(p.personId, "wallet", `wallet-${p.personId}`);
    b.signal(alias.personId, "wallet", `wallet-${p.personId}`);
  }
  b.humanDays(p, 0.6);
  b.humanDays(alias, 0.6);
  b.label("multi-account", { personId: p.personId });
  b.label("multi-account", { personId: alias.personId });
}
