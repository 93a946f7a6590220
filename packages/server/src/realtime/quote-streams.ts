import { TRADING_EVENTS, type SubscribeQuotesPayload } from "@proparena/contracts/trading-events";
import { getInstrument } from "@proparena/domain/market/instruments";
import type { Quote } from "@proparena/domain/market/quotes";
import type { Server } from "socket.io";
import type { MarketService } from "../market/market-service";

const QUOTE_FLUSH_MS = 250;
const MAX_SUBSCRIPTIONS = 50;

/**
 * Quotes of the symbols a socket subscribed to, batched every 250 ms, to anyone (no sign-in
 * needed). Every instance streams its own market to its own sockets (`io.local`): followers'
 * markets are fed by the leader's ticks, so nothing goes through the socket adapter.
 */
export function attachQuoteStreams(io: Server, market: MarketService): () => void {
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
      io.local.to(`quotes:${q.symbol}`).emit(TRADING_EVENTS.quotes, [q]);
    changedQuotes.clear();
  }, QUOTE_FLUSH_MS);

  return () => {
    clearInterval(quoteTimer);
    market.off("quote", onQuote);
  };
}
