/**
 * The simulated market's scheduled news: a small bundled calendar of recurring releases, each
 * with the symbols it moves. Times are fixed UTC (daylight saving ignored, like the sessions)
 * and dates follow simple rules (the first Friday, the third Wednesday of listed months), so
 * the calendar is a pure function of the date: the same minute always has the same news.
 *
 * Around a release, for the symbols it affects (each with a weight 0..1):
 * - the PRE_MINUTES before it are a little quieter (volatility x0.85) and spreads widen x1.2
 *   in the last two;
 * - at the release minute the price jumps (normal, sd = `jump` x the instrument's jumpSize x
 *   weight) and volatility is multiplied by up to `volatility` (x weight), decaying with a
 *   DECAY_MINUTES time constant over AFTER_MINUTES; spreads widen up to x1.6 and ticks come
 *   faster while it lasts.
 */
export interface NewsRule {
  readonly id: string;
  readonly name: string;
  /** 0 = Sunday .. 6 = Saturday. */
  readonly weekday: number;
  /** The nth such weekday of the month (1..4), or null for every week. */
  readonly nth: number | null;
  /** Months it happens in (1..12); all when absent. */
  readonly months?: readonly number[];
  readonly hour: number;
  readonly minute: number;
  /** Peak volatility multiplier at the release (for a symbol of weight 1). */
  readonly volatility: number;
  /** The release jump's sd in multiples of the instrument's jumpSize. */
  readonly jump: number;
  /** Symbol => weight (0..1) of the effect. */
  readonly symbols: Readonly<Record<string, number>>;
}

const USD_MACRO: Readonly<Record<string, number>> = {
  EURUSD: 1,
  GBPUSD: 1,
  USDJPY: 1,
  USDCHF: 1,
  EURJPY: 0.5,
  XAUUSD: 1,
  US30: 0.8,
  NAS100: 0.8,
  USOIL: 0.4,
  BTCUSD: 0.4,
  ETHUSD: 0.4,
};

export const NEWS_CALENDAR: readonly NewsRule[] = [
  {
    id: "us-nfp",
    name: "US Non-Farm Payrolls",
    weekday: 5,
    nth: 1,
    hour: 13,
    minute: 30,
    volatility: 10,
    jump: 0.5,
    symbols: USD_MACRO,
  },
  {
    id: "us-cpi",
    name: "US CPI",
    weekday: 3,
    nth: 2,
    hour: 13,
    minute: 30,
    volatility: 8,
    jump: 0.5,
    symbols: USD_MACRO,
  },
  {
    id: "fomc",
    name: "FOMC rate decision",
    weekday: 3,
    nth: 3,
    months: [1, 3, 5, 6, 7, 9, 11, 12],
    hour: 19,
    minute: 0,
    volatility: 8,
    jump: 0.5,
    symbols: USD_MACRO,
  },
  {
    id: "ecb",
    name: "ECB rate decision",
    weekday: 4,
    nth: 2,
    months: [1, 3, 4, 6, 7, 9, 10, 12],
    hour: 13,
    minute: 15,
    volatility: 6,
    jump: 0.4,
    symbols: { EURUSD: 1, EURJPY: 1, EURGBP: 1 },
  },
  {
    id: "boe",
    name: "Bank of England rate decision",
    weekday: 4,
    nth: 1,
    months: [2, 3, 5, 6, 8, 9, 11, 12],
    hour: 12,
    minute: 0,
    volatility: 6,
    jump: 0.4,
    symbols: { GBPUSD: 1, EURGBP: 1 },
  },
  {
    id: "eia-crude",
    name: "EIA crude oil inventories",
    weekday: 3,
    nth: null,
    hour: 15,
    minute: 30,
    volatility: 5,
    jump: 0.3,
    symbols: { USOIL: 1 },
  },
];

export const PRE_MINUTES = 10;
export const AFTER_MINUTES = 30;
export const DECAY_MINUTES = 3;

const MINUTE = 60_000;

export interface NewsEvent {
  readonly id: string;
  readonly name: string;
  readonly time: number;
  readonly rule: NewsRule;
}

/** The news effect on one symbol at one instant; NO_NEWS when nothing is scheduled near it. */
export interface NewsEffect {
  readonly volatility: number;
  readonly spread: number;
  readonly ticks: number;
  /** Non-zero only in the release minute: the jump's sd in multiples of jumpSize. */
  readonly jump: number;
}

export const NO_NEWS: NewsEffect = { volatility: 1, spread: 1, ticks: 1, jump: 0 };

interface Month {
  readonly start: number;
  readonly end: number;
  readonly events: readonly NewsEvent[];
  readonly bySymbol: ReadonlyMap<string, readonly { event: NewsEvent; weight: number }[]>;
}

function monthOf(year: number, month0: number): Month {
  const firstWeekday = new Date(Date.UTC(year, month0, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
  const events: NewsEvent[] = [];
  for (const rule of NEWS_CALENDAR) {
    if (rule.months && !rule.months.includes(month0 + 1)) continue;
    const first = 1 + ((rule.weekday - firstWeekday + 7) % 7);
    for (let n = 1; n <= (rule.nth === null ? 5 : 1); n++) {
      const date = first + 7 * ((rule.nth ?? n) - 1);
      if (date > days) continue;
      const time = Date.UTC(year, month0, date, rule.hour, rule.minute);
      events.push({ id: rule.id, name: rule.name, time, rule });
    }
  }
  events.sort((a, b) => a.time - b.time);
  const bySymbol = new Map<string, { event: NewsEvent; weight: number }[]>();
  for (const event of events) {
    for (const [symbol, weight] of Object.entries(event.rule.symbols)) {
      const list = bySymbol.get(symbol) ?? [];
      list.push({ event, weight });
      bySymbol.set(symbol, list);
    }
  }
  return {
    start: Date.UTC(year, month0, 1),
    end: Date.UTC(year, month0 + 1, 1),
    events,
    bySymbol,
  };
}

// A pure memo: a month's events never change. The month last asked for is checked first.
const MONTHS = new Map<number, Month>();
let recent: Month = monthOf(2024, 0);

function monthAt(time: number): Month {
  if (time >= recent.start && time < recent.end) return recent;
  const d = new Date(time);
  const key = d.getUTCFullYear() * 12 + d.getUTCMonth();
  let month = MONTHS.get(key);
  if (!month) {
    if (MONTHS.size > 240) MONTHS.clear();
    month = monthOf(d.getUTCFullYear(), d.getUTCMonth());
    MONTHS.set(key, month);
  }
  recent = month;
  return month;
}

/** Every scheduled release in [from, to), in time order. */
export function newsEventsBetween(from: number, to: number): NewsEvent[] {
  const out: NewsEvent[] = [];
  const start = new Date(from);
  for (
    let m = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
    m < to;
    m = Date.UTC(new Date(m).getUTCFullYear(), new Date(m).getUTCMonth() + 1, 1)
  ) {
    for (const e of monthAt(m).events) if (e.time >= from && e.time < to) out.push(e);
  }
  return out;
}

function strongest(
  list: readonly { event: NewsEvent; weight: number }[] | undefined,
  time: number,
  best: NewsEffect | null,
): NewsEffect | null {
  if (!list) return best;
  for (const { event, weight } of list) {
    const since = time - event.time;
    if (since < -PRE_MINUTES * MINUTE || since >= AFTER_MINUTES * MINUTE) continue;
    let effect: NewsEffect;
    if (since < 0) {
      effect = { volatility: 0.85, spread: since >= -2 * MINUTE ? 1.2 : 1, ticks: 1, jump: 0 };
    } else {
      const decay = Math.exp(-since / (DECAY_MINUTES * MINUTE));
      const burst = (event.rule.volatility - 1) * weight * decay;
      effect = {
        volatility: 1 + burst,
        spread: 1 + 0.6 * weight * decay,
        ticks: 1 + 0.5 * burst,
        jump: since < MINUTE ? event.rule.jump * weight : 0,
      };
    }
    if (!best || effect.volatility > best.volatility) best = effect;
  }
  return best;
}

/** The news effect on `symbol` at `time` (the strongest when windows overlap). */
export function newsEffectAt(symbol: string, time: number): NewsEffect {
  const earlier = monthAt(time - AFTER_MINUTES * MINUTE);
  const later = monthAt(time + PRE_MINUTES * MINUTE);
  let best = strongest(earlier.bySymbol.get(symbol), time, null);
  if (later !== earlier) best = strongest(later.bySymbol.get(symbol), time, best);
  return best ?? NO_NEWS;
}
