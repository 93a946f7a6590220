import { getInstrument, type Instrument, type SessionKind } from "./instruments";
import { shortDuration } from "../core/durations";

/**
 * Trading sessions as weekly windows in UTC, in minutes from Sunday 00:00 UTC. Daylight saving
 * is ignored on purpose: the simulated market keeps one fixed UTC schedule all year.
 * - fx: Sunday 22:00 to Friday 22:00, continuous.
 * - cfd (metals, indices, energy): Sunday 23:00 to Friday 21:00 with a daily break 21:00-22:00.
 * - always (crypto): 24/7.
 */
const MINUTE = 60_000;
const DAY_MIN = 1_440;
export const WEEK_MS = 7 * DAY_MIN * MINUTE;
/** 1970-01-04 was a Sunday: week windows are aligned on it. */
const SUNDAY_EPOCH = 3 * DAY_MIN * MINUTE;

type Window = readonly [start: number, end: number];

const h = (day: number, hour: number): number => day * DAY_MIN + hour * 60;

export const SESSION_WINDOWS: Readonly<Record<SessionKind, readonly Window[]>> = {
  fx: [[h(0, 22), h(5, 22)]],
  cfd: [
    [h(0, 23), h(1, 21)],
    [h(1, 22), h(2, 21)],
    [h(2, 22), h(3, 21)],
    [h(3, 22), h(4, 21)],
    [h(4, 22), h(5, 21)],
  ],
  always: [[0, 7 * DAY_MIN]],
};

export const SESSION_DESCRIPTIONS: Readonly<Record<SessionKind, string>> = {
  fx: "Sunday 22:00 to Friday 22:00 UTC, closed at the weekend",
  cfd: "Sunday 23:00 to Friday 21:00 UTC with a daily break 21:00-22:00 UTC, closed at the weekend",
  always: "24/7",
};

function weekStart(time: number): number {
  return time - ((((time - SUNDAY_EPOCH) % WEEK_MS) + WEEK_MS) % WEEK_MS);
}

/**
 * Which market hours apply: `real` (the sessions above, the default and what `npm start` runs)
 * or `always-open` (every symbol open at every instant: tests and benchmarks, which trade FX
 * with the real clock and must pass on a Saturday too). MARKET_SESSIONS in the server.
 */
export const MARKET_HOURS = ["real", "always-open"] as const;
export type MarketHours = (typeof MARKET_HOURS)[number];

/**
 * A symbol's market at an instant: open (since when, until when; null for a market that never
 * closes) or closed (until when; null for a symbol the catalogue does not have).
 */
export type SessionState =
  | { readonly open: true; readonly openedAt: number | null; readonly closesAt: number | null }
  | { readonly open: false; readonly opensAt: number | null };

const NEVER_CLOSES: SessionState = { open: true, openedAt: null, closesAt: null };

/** Whether `symbol` (or the instrument) trades at `instant`, with the session's bounds. Pure. */
export function sessionState(
  symbol: string | Instrument,
  instant: number,
  hours: MarketHours = "real",
): SessionState {
  const instrument = typeof symbol === "string" ? getInstrument(symbol) : symbol;
  if (!instrument || !Number.isFinite(instant)) return { open: false, opensAt: null };
  if (hours === "always-open" || instrument.sessions === "always") return NEVER_CLOSES;
  const base = weekStart(instant);
  const minute = (instant - base) / MINUTE;
  for (const [s, e] of SESSION_WINDOWS[instrument.sessions]) {
    if (minute >= s && minute < e)
      return { open: true, openedAt: base + s * MINUTE, closesAt: base + e * MINUTE };
  }
  return { open: false, opensAt: nextOpenTime(instrument, instant) };
}

/** "EURUSD is closed; it opens Sunday 22:00 UTC (in 2 h 14 m)." */
export function marketClosedReason(symbol: string, now: number, opensAt: number | null): string {
  if (opensAt === null) return `${symbol} is not traded here.`;
  return `${symbol} is closed; it opens ${describeUtc(opensAt)} (in ${shortDuration(opensAt - now)}).`;
}

export function isMarketOpen(instrument: Instrument, time: number): boolean {
  if (!Number.isFinite(time)) return false;
  const windows = SESSION_WINDOWS[instrument.sessions];
  const minute = (time - weekStart(time)) / MINUTE;
  return windows.some(([s, e]) => minute >= s && minute < e);
}

/** The first instant at or after `time` when the market is open. */
export function nextOpenTime(instrument: Instrument, time: number): number {
  if (isMarketOpen(instrument, time)) return time;
  const windows = SESSION_WINDOWS[instrument.sessions];
  const base = weekStart(time);
  for (let w = 0; w < 2; w++) {
    for (const [s] of windows) {
      const t = base + w * WEEK_MS + s * MINUTE;
      if (t > time) return t;
    }
  }
  return time;
}

/** The end of the open window containing `time` (or `time` itself when closed). */
export function nextCloseTime(instrument: Instrument, time: number): number {
  const windows = SESSION_WINDOWS[instrument.sessions];
  const base = weekStart(time);
  const minute = (time - base) / MINUTE;
  for (const [s, e] of windows) {
    if (minute >= s && minute < e) {
      if (instrument.sessions === "always") return Number.POSITIVE_INFINITY;
      return base + e * MINUTE;
    }
  }
  return time;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Sunday 22:00 UTC" */
export function describeUtc(time: number): string {
  const d = new Date(time);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${DAY_NAMES[d.getUTCDay()]} ${hh}:${mm} UTC`;
}
