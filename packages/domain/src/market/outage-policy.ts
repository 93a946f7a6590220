import { shortDuration } from "../core/durations";
import { getInstrument, INSTRUMENTS, type AssetClass } from "./instruments";
import { reject, type Rejection } from "../core/result";
import { SESSION_DESCRIPTIONS, type SessionState } from "./sessions";

/**
 * The published outage policy as data and pure functions: the server's feed monitor, the
 * trading desk, the rules page and the status page all read these, so what is published is
 * what runs.
 *
 * - A symbol whose market is open and that has had no live price for longer than its asset
 *   class's threshold is **halted**: market orders and closes are refused until a fresh price
 *   comes; pending orders and stops wait and fill at that first fresh price (a gap fill).
 * - A closed market (sessions.ts) is never halted and never an incident.
 * - Every halt is an **incident** (one per venue while it lasts, with every symbol it halted).
 * - A breach decided during an incident, or within REVIEW_WINDOW_MS after it ended, on a symbol
 *   the account traded, is **flagged for review** by an operator.
 */

/** How long an open market may go without a live price before it halts, per asset class. */
export const HALT_AFTER_MS: Readonly<Record<AssetClass, number>> = {
  fx: 30_000,
  metal: 30_000,
  index: 30_000,
  energy: 30_000,
  crypto: 10_000,
};

/** A breach decided this long after an incident ended (or during it) is reviewed. */
export const REVIEW_WINDOW_MS = 15 * 60_000;

/** How far back the status page lists incidents. */
export const INCIDENT_HISTORY_DAYS = 90;

export type HaltThresholds = Readonly<Record<AssetClass, number>>;

/** The threshold of a catalogue symbol (undefined for one the catalogue does not have). */
export function haltAfterMs(
  symbol: string,
  thresholds: HaltThresholds = HALT_AFTER_MS,
): number | undefined {
  const instrument = getInstrument(symbol);
  return instrument ? thresholds[instrument.assetClass] : undefined;
}

export interface HaltInput {
  /** When the symbol's last live price was received (ms), null before the first one. */
  readonly lastQuoteAt: number | null;
  /** Since when the symbol has been watched (the feed's start): the reference before a price. */
  readonly watchedSince: number;
  readonly now: number;
  readonly thresholdMs: number;
  /** The symbol's market at `now` (sessions.ts `sessionState`). */
  readonly session: SessionState;
}

/**
 * Halted or not, and since when it has had no live price: the latest of its last price, the
 * start of watching and the opening of the session it is in (a market that just opened has the
 * threshold to send its first price). A closed market is never halted.
 */
export type HaltState =
  { readonly halted: false } | { readonly halted: true; readonly since: number };

export function haltState(input: HaltInput): HaltState {
  const { session } = input;
  if (!session.open) return { halted: false };
  const since = Math.max(
    input.lastQuoteAt ?? input.watchedSince,
    session.openedAt ?? Number.NEGATIVE_INFINITY,
  );
  return input.now - since > input.thresholdMs ? { halted: true, since } : { halted: false };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "14:02:11 UTC", or "2026-01-07 14:02:11 UTC" when `time` is not on `now`'s UTC day. */
export function utcClock(time: number, now: number = time): string {
  const d = new Date(time);
  const clock = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const sameDay = new Date(now).toISOString().slice(0, 10) === d.toISOString().slice(0, 10);
  return sameDay ? `${clock} UTC` : `${d.toISOString().slice(0, 10)} ${clock} UTC`;
}

/** "EURUSD has had no live price since 14:02:11 UTC; trading resumes when it does." */
export function haltReason(symbol: string, since: number, now: number): string {
  return `${symbol} has had no live price since ${utcClock(since, now)}; trading resumes when it does.`;
}

export function haltRejection(symbol: string, since: number, now: number): Rejection {
  return reject("SYMBOL_HALTED", haltReason(symbol, since, now));
}

/** "10 s", "1 min 30 s": a threshold in words for causes and the rules page. */
export function thresholdWords(ms: number): string {
  const seconds = Math.round(ms / 1_000);
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return rest ? `${Math.floor(seconds / 60)} min ${rest} s` : `${seconds / 60} min`;
}

/**
 * Why an incident began: "connection lost: closed (1006)" when the venue's connection was down,
 * else "no quote from binance for 10 s".
 */
export function incidentCause(
  venue: string,
  connected: boolean,
  lastError: string | null,
  thresholdMs: number,
): string {
  if (!connected) return `connection lost: ${lastError ?? "no connection to " + venue}`;
  return `no quote from ${venue} for ${thresholdWords(thresholdMs)}`;
}

/** An incident as the review rule needs it. */
export interface IncidentSpan {
  readonly id: string;
  readonly symbols: readonly string[];
  /** The last live price before the gap (ms). */
  readonly startedAt: number;
  /** The first fresh price after it (ms), null while it lasts. */
  readonly endedAt: number | null;
}

export interface OutageReview {
  readonly incidentId: string;
  /** The incident's symbols the account traded. */
  readonly symbols: readonly string[];
  /** One sentence for the trader and the operator. */
  readonly reason: string;
}

/**
 * Whether a breach decided at `decidedAt` by an account that traded `traded` symbols is flagged
 * for review: it fell during an incident on one of them, or within `windowMs` after it ended.
 * The incident nearest the decision is named.
 */
export function outageReview(
  decidedAt: number,
  traded: Iterable<string>,
  incidents: readonly IncidentSpan[],
  windowMs: number = REVIEW_WINDOW_MS,
): OutageReview | null {
  const mine = new Set(traded);
  let best: { incident: IncidentSpan; symbols: string[] } | null = null;
  for (const incident of incidents) {
    const symbols = incident.symbols.filter((s) => mine.has(s));
    if (symbols.length === 0 || incident.startedAt > decidedAt) continue;
    if (incident.endedAt !== null && decidedAt > incident.endedAt + windowMs) continue;
    const end = incident.endedAt ?? Number.POSITIVE_INFINITY;
    if (!best || end > (best.incident.endedAt ?? Number.POSITIVE_INFINITY))
      best = { incident, symbols };
  }
  if (!best) return null;
  const { incident, symbols } = best;
  const names = symbols.join(", ");
  const start = utcClock(incident.startedAt, decidedAt);
  let when: string;
  if (incident.endedAt === null) {
    when = `Decided during a price outage on ${names} (since ${start})`;
  } else {
    const span = `${start.replace(" UTC", "")}–${utcClock(incident.endedAt, decidedAt)}`;
    const after = decidedAt - incident.endedAt;
    when =
      after < 0
        ? `Decided during a price outage on ${names} (${span})`
        : after < 60_000
          ? `Decided less than a minute after a price outage on ${names} (${span})`
          : `Decided ${Math.floor(after / 60_000)} min after a price outage on ${names} (${span})`;
  }
  return {
    incidentId: incident.id,
    symbols,
    reason: `${when}; an operator will review it.`,
  };
}

/** "2 h 14 m" for an incident's duration, "ongoing" while it lasts. */
export function incidentDuration(startedAt: number, endedAt: number | null): string {
  return endedAt === null ? "ongoing" : shortDuration(endedAt - startedAt);
}

const ASSET_CLASS_NAMES: Readonly<Record<AssetClass, string>> = {
  fx: "FX",
  metal: "Metals",
  index: "Indices",
  energy: "Energy",
  crypto: "Crypto",
};

/** One asset class of the published policy: its symbols, sessions and halt threshold. */
export interface PolicyRow {
  readonly assetClass: AssetClass;
  readonly name: string;
  readonly symbols: readonly string[];
  /** Its sessions in words (sessions.ts SESSION_DESCRIPTIONS). */
  readonly sessions: string;
  readonly haltAfterMs: number;
}

/** The policy per asset class, in catalogue order: what the rules page and docs/rules.md show. */
export function outagePolicyRows(thresholds: HaltThresholds = HALT_AFTER_MS): PolicyRow[] {
  const rows = new Map<AssetClass, PolicyRow>();
  for (const i of INSTRUMENTS) {
    const row = rows.get(i.assetClass);
    if (row) (row.symbols as string[]).push(i.symbol);
    else
      rows.set(i.assetClass, {
        assetClass: i.assetClass,
        name: ASSET_CLASS_NAMES[i.assetClass],
        symbols: [i.symbol],
        sessions: SESSION_DESCRIPTIONS[i.sessions],
        haltAfterMs: thresholds[i.assetClass],
      });
  }
  return [...rows.values()];
}

/** The policy in sentences, from the same figures the monitor and the desk use. */
export function outagePolicyPoints(thresholds: HaltThresholds = HALT_AFTER_MS): string[] {
  // "FX, metals, indices and energy 30 s; crypto 10 s": classes with one threshold together.
  const byThreshold = new Map<number, string[]>();
  for (const r of outagePolicyRows(thresholds)) {
    const name = r.assetClass === "fx" ? r.name : r.name.toLowerCase();
    byThreshold.set(r.haltAfterMs, [...(byThreshold.get(r.haltAfterMs) ?? []), name]);
  }
  const and = (names: string[]) =>
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
  const halts = [...byThreshold]
    .map(([ms, names]) => `${and(names)} ${thresholdWords(ms)}`)
    .join("; ");
  return [
    `**Closed markets.** Outside its sessions a symbol is closed: no price is published, and an order, a change or a close is refused with the time it opens (a pending order can still be cancelled). A closed market is not an outage. The first price after a close can gap; pending orders and stops fill at it.`,
    `**Halts.** While its market is open, a symbol that has had no live price for longer than its threshold (${halts}) is halted: market orders and closes are refused with the time of its last live price, until a fresh price comes. Pending orders, stop losses and take profits wait, and fill at the first fresh price past their level (a gap fill, as on a real market), not at the level itself.`,
    `**Incidents.** Every halt is recorded as an incident: the venue, the symbols, when the last live price came, when prices came back, and why (no quote for the threshold, or the connection lost). One venue's symbols halting together make one incident. The public status page lists each venue's health now and the incidents of the last ${INCIDENT_HISTORY_DAYS} days.`,
    `**Automatic review.** A breach decided during an incident, or within ${REVIEW_WINDOW_MS / 60_000} minutes after it ended, on a symbol the account traded, is flagged for review. Its evidence says so, with the outage's times, and an operator reviews it: the decision is upheld, or the account is reinstated to the figures recorded before the breach.`,
  ];
}
