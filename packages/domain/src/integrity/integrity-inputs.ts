import type { ClosedTradeFacts } from "../engine/trades";
import type { Quote } from "../market/quotes";

/**
 * What the integrity detectors read: closed trades (the engine's, with their owner and how their
 * order came),
 * the quotes around each fill, and linking signals between people. All of it is recorded
 * anyway (trades, fills against the feed, sign-ins, payments), so a flag can be recomputed
 * from stored rows.
 */
export interface IntegrityTrade extends ClosedTradeFacts {
  /** The account's owner. */
  readonly personId: string;
  /** The opening order came through the trading API (declared with a key), not the ticket. */
  readonly api: boolean;
  /** The quote the open filled on, when recorded. */
  readonly quoteAtOpen: Quote | null;
  /** The symbol's next quote a few ms after the fill, when recorded. */
  readonly quoteAfterOpen: Quote | null;
}

export type SignalKind = "device" | "ip" | "card" | "wallet";

/**
 * One value of one signal seen for a person: a device id, an IP address hashed with a server
 * secret, a card fingerprint from the payment provider, a payout wallet address. The detectors
 * only compare values; they never need the clear address.
 */
export interface LinkSignal {
  readonly personId: string;
  readonly kind: SignalKind;
  readonly value: string;
  readonly time: number;
}

/** What the monitor takes, one at a time, in time order (a close at its close time). */
export type IntegrityEvent =
  | { readonly type: "close"; readonly trade: IntegrityTrade }
  | { readonly type: "signal"; readonly signal: LinkSignal };

export const eventTime = (e: IntegrityEvent): number =>
  e.type === "close" ? e.trade.closeTime : e.signal.time;

const eventKey = (e: IntegrityEvent): string =>
  e.type === "close"
    ? `c:${e.trade.id}`
    : `s:${e.signal.personId}:${e.signal.kind}:${e.signal.value}`;

/** An event's place in the one replay order: time, signals before closes, then by key. */
function orderOf(event: IntegrityEvent): { time: number; rank: number; key: string } {
  // Within a type the key's prefix is the same: a close's trade id orders closes as eventKey does.
  return event.type === "close"
    ? { time: event.trade.closeTime, rank: 1, key: event.trade.id }
    : { time: event.signal.time, rank: 0, key: eventKey(event) };
}

function compareOrder(
  a: { time: number; rank: number; key: string },
  b: { time: number; rank: number; key: string },
): number {
  if (a.time !== b.time) return a.time - b.time;
  if (a.rank !== b.rank) return a.rank - b.rank;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** Time order, signals before closes at one instant, then by id: the one replay order. */
export function compareEvents(a: IntegrityEvent, b: IntegrityEvent): number {
  return compareOrder(orderOf(a), orderOf(b));
}

/**
 * The events in the one replay order (compareEvents), each place computed once: a mass breach's
 * 10,000 closes share one close time, and comparing them pairwise built two keys per comparison.
 */
export function sortedEvents(events: readonly IntegrityEvent[]): IntegrityEvent[] {
  const placed = events.map((event) => ({ event, ...orderOf(event) }));
  placed.sort(compareOrder);
  return placed.map((p) => p.event);
}
