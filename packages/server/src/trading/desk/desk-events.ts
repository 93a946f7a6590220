// What the desk announces once a change is durable: each engine event with its account's owner.
import type { Account } from "@proparena/domain/engine/account";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import type { Quote } from "@proparena/domain/market/quotes";
import type { SnapshotFigures } from "../journal/snapshot-writer";

export interface DeskEventMap {
  /** After an engine change is durable: every event, with the owner of its account. */
  events: [events: readonly OwnedEvent[]];
  /**
   * The oldest queued tick's evaluations are under way and its entry is durable: the breaches
   * its steps have yet to make can be told now (`TradingDesk.breachesAhead`). Once per tick.
   */
  breachesAhead: [];
  /** After a funded account opened by openFundedAccount is durable. */
  opened: [opened: { userId: string; account: Account }];
  /**
   * A tick whose work through the engine took 20 ms or more (a mass breach, a crash through
   * many stops): how long, and how many events it made. Later ticks waited that long.
   */
  heavyTick: [tick: { symbol: string; ms: number; events: number }];
  /** The materialiser failed to write the trading tables (it tries again; the journal holds). */
  materialiseFailed: [error: unknown];
  /** A rebuild after a failed append failed (the database away): it is tried again, paused. */
  rebuildFailed: [error: unknown];
  /**
   * An append was refused for a newer term: another instance leads the desk. Every write is
   * refused from now on (503); the instance should stop (main.ts exits).
   */
  deposed: [error: Error];
  /**
   * After a restore from a snapshot, the catch-up of the tables did not reach the journal's
   * state: the desk refuses every operation from now on; the instance should stop (main.ts).
   */
  diverged: [error: Error];
  /** A snapshot of the engine was stored (journal/snapshot-writer.ts), with its figures. */
  snapshotWritten: [figures: SnapshotFigures];
  /** A snapshot could not be taken or stored (the next one is tried when due). */
  snapshotFailed: [error: unknown];
}
export interface OwnedEvent {
  userId: string;
  accountId: string;
  event: EngineEvent;
  /** For accountPassed: the next phase's account, when one opened. */
  nextAccountId?: string | null;
  /** For orderFilled: the engine's quote the order filled on (integrity's latency arbitrage). */
  fillQuote?: Quote;
  /** For orderFilled: the order came through the trading API (declared automation). */
  api?: boolean;
  /**
   * A copied position's fill, change or close (the copy runner placed it): a declared copy,
   * which the integrity monitor does not judge and which is never copied on.
   */
  copied?: true;
}

/** The account an event is about ("" for the day's roll, which is everyone's). */
export function accountIdOf(event: EngineEvent): string {
  switch (event.type) {
    case "orderAccepted":
    case "orderFilled":
    case "orderModified":
    case "orderCancelled":
      return event.order.accountId;
    case "positionModified":
    case "positionClosed":
    case "positionPartiallyClosed":
      return event.position.accountId;
    case "stopOut":
    case "swapCharged":
      return event.accountId;
    case "accountFailed":
    case "accountPassed":
    case "accountClosed":
    case "accountAct":
      return event.account.id;
    case "dailyReset":
      return "";
  }
}

/**
 * The events that belong to someone, each with its owner (`ownerOf`), for a pass the account
 * it opened (`next`) and for a fill the quote it was made on (`quoteOf`, asked with the change);
 * the day's roll and ownerless accounts' events are left out.
 */
export function ownEvents(
  events: readonly EngineEvent[],
  ownerOf: (accountId: string) => string | null,
  next: ReadonlyMap<string, string | null>,
  quoteOf?: (symbol: string) => Quote | undefined,
): OwnedEvent[] {
  const owned: OwnedEvent[] = [];
  for (const event of events) {
    const accountId = accountIdOf(event);
    const userId = accountId ? ownerOf(accountId) : null;
    if (!userId) continue;
    const note: OwnedEvent = { userId, accountId, event, nextAccountId: next.get(accountId) };
    if (event.type === "orderFilled" && quoteOf) {
      const quote = quoteOf(event.order.symbol);
      if (quote) note.fillQuote = quote;
    }
    owned.push(note);
  }
  return owned;
}
