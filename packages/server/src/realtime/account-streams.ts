import {
  TRADING_EVENTS,
  type BreachEvent,
  type OrderEvent,
  type PassEvent,
  type PositionEvent,
} from "@proparena/contracts/trading-events";
import type { Position } from "@proparena/domain/engine/positions";
import type { Trade } from "@proparena/domain/engine/trades";
import type { Server } from "socket.io";
import type { DeskEventMap, OwnedEvent, TradingDesk } from "../trading/desk/trading-desk";
import {
  wireAccount,
  wireEvidence,
  wireOrder,
  wirePosition,
  wireTrade,
} from "../trading/wire-views";
import { timeSlices } from "../lib/time-slices";

const ACCOUNT_FLUSH_MS = 500;
/** How long one turn of the account figures' round may hold the event loop. */
const ACCOUNT_SLICE_MS = 4;

function positionEvent(
  accountId: string,
  position: Position,
  time: number,
  trade?: Trade,
): PositionEvent {
  return {
    accountId,
    position: wirePosition(position, trade?.closeTime ?? time),
    closed: trade !== undefined,
    trade: trade ? wireTrade(trade) : null,
  };
}

/** One message about an account, as both streams send it (socket.io and the bots' /api/stream). */
export type AccountMessage =
  | { kind: "order"; payload: OrderEvent }
  | { kind: "position"; payload: PositionEvent }
  | { kind: "breach"; payload: BreachEvent }
  | { kind: "pass"; payload: PassEvent };

/** The messages one durable engine event makes for its account's owner (none for some). */
export function accountMessages(
  { accountId, event, nextAccountId }: OwnedEvent,
  now: number,
  desk: Pick<TradingDesk, "openPositions">,
): AccountMessage[] {
  switch (event.type) {
    case "orderAccepted":
    case "orderModified":
    case "orderCancelled":
      return [{ kind: "order", payload: { accountId, order: wireOrder(event.order) } }];
    case "orderFilled":
      return [
        { kind: "order", payload: { accountId, order: wireOrder(event.order) } },
        { kind: "position", payload: positionEvent(accountId, event.position, now) },
      ];
    case "positionModified":
    case "positionPartiallyClosed":
      // A partial close: the rest, still open (the part closed is in the trades).
      return [{ kind: "position", payload: positionEvent(accountId, event.position, now) }];
    case "positionClosed":
      return [
        { kind: "position", payload: positionEvent(accountId, event.position, now, event.trade) },
      ];
    case "stopOut":
    case "accountFailed":
      return [{ kind: "breach", payload: { accountId, evidence: wireEvidence(event.evidence) } }];
    case "accountPassed":
      return [
        {
          kind: "pass",
          payload: {
            accountId,
            evidence: wireEvidence(event.evidence),
            nextAccountId: nextAccountId ?? null,
          },
        },
      ];
    case "swapCharged": {
      // The positions' swap moved: their new figures, like a change of their stops.
      const charged = new Set(event.charges.map((c) => c.positionId));
      return desk
        .openPositions(accountId)
        .filter((position) => charged.has(position.id))
        .map((position) => ({
          kind: "position" as const,
          payload: positionEvent(accountId, position, now),
        }));
    }
    case "accountClosed":
    case "accountAct":
    case "dailyReset":
      // The account's figures go out with the dirty accounts (an operator's act is told by its
      // own notice).
      return [];
  }
}

/** Breaches ahead looked up and told at once, between checks of the time slice. */
const AHEAD_CHUNK = 100;

/** A breach, stop-out or pass: what its owner must hear first. */
function isRuleOutcome(event: OwnedEvent["event"]): boolean {
  return (
    event.type === "accountFailed" || event.type === "stopOut" || event.type === "accountPassed"
  );
}

/**
 * What the leader streams to an authenticated user's room: order, position, breach and pass
 * events as they become durable, and account figures a few times a second. With the Redis
 * adapter the rooms span every instance, so users connected to a follower get them too.
 */
export function attachAccountStreams(io: Server, desk: TradingDesk): () => void {
  const dirty = new Map<string, Set<string>>();
  const markDirty = (userId: string, accountId: string) => {
    let set = dirty.get(userId);
    if (!set) dirty.set(userId, (set = new Set()));
    set.add(accountId);
  };
  // With the in-memory adapter (one instance) this instance's rooms are all there are: an
  // event for a user with no socket open is not built (socket.io encodes a packet before it
  // looks at the room; a mass breach is thousands of events, mostly for users not online).
  const adapterOf = () =>
    io.of("/").adapter as { allRooms?: () => Promise<Set<string>>; rooms: Map<string, unknown> };
  // A mass breach: once the breaching tick is durable, the owners online hear of their breach
  // (its evidence, as its step will record it) before the steps close their positions; the
  // breach itself, when its step makes it, is not told again.
  const toldAhead = new Set<string>();
  const onEvents = (events: readonly OwnedEvent[]) => {
    const adapter = adapterOf();
    const everywhere = adapter.allRooms !== undefined;
    const now = desk.now();
    const online: OwnedEvent[] = [];
    for (const owned of events) {
      const { userId, accountId, nextAccountId } = owned;
      markDirty(userId, accountId);
      if (nextAccountId) markDirty(userId, nextAccountId);
      const told = owned.event.type === "accountFailed" && toldAhead.delete(accountId);
      if (!told && (everywhere || adapter.rooms.has(`user:${userId}`))) online.push(owned);
    }
    // Rule outcomes first: in a mass breach every owner hears of the breach before the
    // thousands of position closes that follow it are sent (each owner's own messages keep
    // their order otherwise).
    for (const pass of [true, false]) {
      for (const owned of online) {
        if (isRuleOutcome(owned.event) !== pass) continue;
        const room = io.to(`user:${owned.userId}`);
        for (const message of accountMessages(owned, now, desk)) {
          room.emit(TRADING_EVENTS[message.kind], message.payload);
        }
      }
    }
  };
  // Ahead of the desk's other listeners (integrity, copy trading, decisions): the owners are
  // told first, the bookkeeping follows in the same turn.
  desk.prependListener("events", onEvents);

  const tell = (ahead: ReturnType<TradingDesk["breachesAhead"]>) => {
    for (const { userId, accountId, evidence } of ahead) {
      if (toldAhead.has(accountId)) continue;
      toldAhead.add(accountId);
      const payload: BreachEvent = { accountId, evidence: wireEvidence(evidence) };
      io.to(`user:${userId}`).emit(TRADING_EVENTS.breach, payload);
    }
  };
  // Thousands of owners online: told in slices of ACCOUNT_SLICE_MS, a turn between them, so
  // orders and ticks are served meanwhile. A step that reaches an account first tells its
  // breach itself (it is then no longer ahead): each owner hears it once either way.
  const onBreachesAhead = async () => {
    const adapter = adapterOf();
    const turn = timeSlices(ACCOUNT_SLICE_MS);
    // With the Redis adapter the rooms span every instance: every breach ahead is told.
    if (adapter.allRooms !== undefined) {
      const ahead = desk.breachesAhead(null);
      for (let i = 0; i < ahead.length; i += AHEAD_CHUNK) {
        await turn();
        tell(ahead.slice(i, i + AHEAD_CHUNK));
      }
      return;
    }
    // One instance: the accounts of the users with a socket open.
    const users: string[] = [];
    for (const room of adapter.rooms.keys())
      if (room.startsWith("user:")) users.push(room.slice(5));
    let among: string[] = [];
    for (const userId of users) {
      among.push(...desk.accountIdsOf(userId));
      if (among.length < AHEAD_CHUNK) continue;
      tell(desk.breachesAhead(among));
      among = [];
      await turn();
    }
    if (among.length > 0) tell(desk.breachesAhead(among));
  };
  const onBreachesAheadEvent = () => void onBreachesAhead();
  desk.on("breachesAhead", onBreachesAheadEvent);
  const onOpened = ({ userId, account }: DeskEventMap["opened"][0]) => {
    io.to(`user:${userId}`).emit(TRADING_EVENTS.accountOpened, {
      accountId: account.id,
      previousAccountId: account.previousAccountId,
      phase: account.phase,
    });
    markDirty(userId, account.id);
  };
  desk.on("opened", onOpened);

  // Account figures move with every quote while positions are open: send the connected
  // users' open accounts, and any account an event touched, a few times a second. The rooms
  // come from every instance (the Redis adapter asks the others; the in-memory one is local).
  let sending = false;
  const sendAccounts = async () => {
    if (sending) return;
    sending = true;
    try {
      const adapter = adapterOf();
      const rooms = [...(adapter.allRooms ? await adapter.allRooms() : adapter.rooms.keys())];
      const touchedByUser = new Map(dirty);
      dirty.clear();
      const turn = timeSlices(ACCOUNT_SLICE_MS);
      for (const room of rooms) {
        if (!room.startsWith("user:")) continue;
        // Thousands of users online: a turn of the event loop every few ms, so orders and
        // ticks are served in between.
        await turn();
        const userId = room.slice(5);
        const touched = touchedByUser.get(userId);
        for (const accountId of desk.accountIdsOf(userId)) {
          try {
            const summary = desk.accountSummary(accountId);
            if (summary.openPositions > 0 || touched?.has(accountId)) {
              io.to(room).emit(TRADING_EVENTS.account, wireAccount(summary));
            }
          } catch {
            // the account was deleted meanwhile
          }
        }
      }
    } catch {
      // another instance did not answer in time: the next round asks again
    } finally {
      sending = false;
    }
  };
  const accountTimer = setInterval(() => void sendAccounts(), ACCOUNT_FLUSH_MS);

  return () => {
    clearInterval(accountTimer);
    desk.off("events", onEvents);
    desk.off("breachesAhead", onBreachesAheadEvent);
    desk.off("opened", onOpened);
  };
}
