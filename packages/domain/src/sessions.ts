import type { Instrument, SessionKind } from "./instruments";

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
