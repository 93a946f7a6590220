import {
  TRADING_EVENTS,
  type PositionEvent,
  type SubscribeQuotesPayload,
} from "@proparena/contracts/trading-events";
import type { Position } from "@proparena/domain/positions";
import type { Trade } from "@proparena/domain/trades";
import { getInstrument } from "@proparena/domain/instruments";
import type { Quote } from "@proparena/domain/quotes";
import type { Server } from "socket.io";
import type { ServiceContext } from "../services/service-context";
import type { OwnedEvent } from "../trading/trading-desk";
import {
  wireAccount,
  wireEvidence,
  wireOrder,
  wirePosition,
  wireTrade,
} from "../trading/wire-views";

const QUOTE_FLUSH_MS = 250;
const ACCOUNT_FLUSH_MS = 500;
const MAX_SUBSCRIPTIONS = 50;

function positionEvent(accountId: string, position: Position, trade?: Trade): PositionEvent {
  return {
    accountId,
    position: wirePosition(position),
    closed: trade !== undefined,
    trade: trade ? wireTrade(trade) : null,
  };
}

/**
 * What the arena streams: quotes of subscribed symbols (batched every 250 ms, to anyone),
 * and to an authenticated user's room their order, position, breach and pass events as they
 * become durable, plus account figures a few times a second.
 */
export function attachTradingStreams(io: Server, ctx: ServiceContext): () => void {
  const { desk, market } = ctx;

  io.on("connection", (socket) => {
    socket.on(TRADING_EVENTS.subscribeQuotes, async (payload: unknown, ack?: unknown) => {
      const raw = (payload as SubscribeQuotesPayload | null)?.symbols;
      const symbols = Array.isArray(raw)
        ? [
            ...new Set(raw.filter((s): s is string => typeof s === "string" && !!getInstrument(s))),
          ].slice(0, MAX_SUBSCRIPTIONS)
        : [];
      for (const room of socket.rooms) {
        if (room.startsWith("quotes:") && !symbols.includes(room.slice(7)))
          await socket.leave(room);
      }
      await socket.join(symbols.map((s) => `quotes:${s}`));
      if (typeof ack === "function") {
        (ack as (body: unknown) => void)({
          symbols,
          quotes: symbols.map((s) => market.quote(s)).filter(Boolean),
        });
      }
    });
  });

  const changedQuotes = new Map<string, Quote>();
  const onQuote = (q: Quote) => changedQuotes.set(q.symbol, q);
  market.on("quote", onQuote);
  const quoteTimer = setInterval(() => {
    for (const q of changedQuotes.values())
      io.to(`quotes:${q.symbol}`).emit(TRADING_EVENTS.quotes, [q]);
    changedQuotes.clear();
  }, QUOTE_FLUSH_MS);

  const dirty = new Map<string, Set<string>>();
  const markDirty = (userId: string, accountId: string) => {
    let set = dirty.get(userId);
    if (!set) dirty.set(userId, (set = new Set()));
    set.add(accountId);
  };
  const onEvents = (events: readonly OwnedEvent[]) => {
    for (const { userId, accountId, event, nextAccountId } of events) {
      const room = io.to(`user:${userId}`);
      markDirty(userId, accountId);
      switch (event.type) {
        case "orderAccepted":
        case "orderModified":
        case "orderCancelled":
        case "orderFilled":
          room.emit(TRADING_EVENTS.order, { accountId, order: wireOrder(event.order) });
          if (event.type === "orderFilled")
            room.emit(TRADING_EVENTS.position, positionEvent(accountId, event.position));
          break;
        case "positionModified":
          room.emit(TRADING_EVENTS.position, positionEvent(accountId, event.position));
          break;
        case "positionClosed":
          room.emit(TRADING_EVENTS.position, positionEvent(accountId, event.position, event.trade));
          break;
        case "stopOut":
        case "accountFailed":
          room.emit(TRADING_EVENTS.breach, { accountId, evidence: wireEvidence(event.evidence) });
          break;
        case "accountPassed":
          room.emit(TRADING_EVENTS.pass, {
            accountId,
            evidence: wireEvidence(event.evidence),
            nextAccountId: nextAccountId ?? null,
          });
          if (nextAccountId) markDirty(userId, nextAccountId);
          break;
        case "dailyReset":
          break;
      }
    }
  };
  desk.on("events", onEvents);

  // Account figures move with every quote while positions are open: send the connected
  // users' open accounts, and any account an event touched, a few times a second.
  const accountTimer = setInterval(() => {
    for (const room of io.of("/").adapter.rooms.keys()) {
      if (!room.startsWith("user:")) continue;
      const userId = room.slice(5);
      const touched = dirty.get(userId);
      for (const accountId of desk.accountIdsOf(userId)) {
        try {
          const view = desk.view(userId, accountId);
          if (view.positions.length > 0 || touched?.has(accountId)) {
            io.to(room).emit(TRADING_EVENTS.account, wireAccount(view));
          }
        } catch {
          // the account was deleted meanwhile
        }
      }
    }
    dirty.clear();
  }, ACCOUNT_FLUSH_MS);

  return () => {
    clearInterval(quoteTimer);
    clearInterval(accountTimer);
    market.off("quote", onQuote);
    desk.off("events", onEvents);
  };
}
