/**
 * Test support for the integrity detectors (not used by production code): a trade builder with
 * plain defaults and a helper that feeds events to a monitor in replay order.
 */
import type { IntegrityEvent, IntegrityTrade, LinkSignal } from "../integrity/integrity-inputs";
import { sortedEvents } from "../integrity/integrity-inputs";
import type { IntegrityFlag } from "../integrity/integrity-flags";
import type { IntegrityMonitor } from "../integrity/integrity-monitor";

/** Tuesday 6 January 2026, 10:00:00.137 UTC: not on a clock mark. */
export const T0 = Date.UTC(2026, 0, 6, 10, 0, 0) + 137;
export const SECOND = 1_000;
export const MINUTE = 60_000;

let seq = 0;

/** A closed EURUSD buy of 1 lot held 10 minutes, no quotes, unless `over` says otherwise. */
export function mkTrade(over: Partial<IntegrityTrade> = {}): IntegrityTrade {
  const openTime = over.openTime ?? T0;
  return {
    id: over.id ?? `t${++seq}`,
    accountId: "a1",
    personId: "p1",
    symbol: "EURUSD",
    side: "buy",
    volume: 1,
    openPrice: 1.085,
    closePrice: 1.0855,
    pnl: 5_000,
    api: false,
    quoteAtOpen: null,
    quoteAfterOpen: null,
    ...over,
    openTime,
    closeTime: over.closeTime ?? openTime + 10 * MINUTE,
  };
}

export const closeEvent = (trade: IntegrityTrade): IntegrityEvent => ({ type: "close", trade });

export const signalEvent = (
  personId: string,
  kind: LinkSignal["kind"],
  value: string,
  time = T0 - MINUTE,
): IntegrityEvent => ({ type: "signal", signal: { personId, kind, value, time } });

/** Feeds `events` in replay order; returns every flag raised on the way. */
export function feed(
  monitor: IntegrityMonitor,
  events: readonly IntegrityEvent[],
): IntegrityFlag[] {
  return sortedEvents(events).flatMap((e) => monitor.observe(e));
}
