import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { TRADING_EVENTS } from "@proparena/contracts/trading-events";
import type {
  BreachEvent,
  OrderEvent,
  PassEvent,
  PositionEvent,
  SubscribeQuotesPayload,
} from "@proparena/contracts/trading-events";
import type { Account, Quote } from "@proparena/contracts/trading";
import { useToast } from "../../../components/toast";
import { useRealtimeConnection } from "../../../lib/realtime-context";
import type { RealtimeConnection, RealtimeStatus } from "../../../lib/socket";
import { arenaKeys } from "./arena-keys";
import {
  applyAccount,
  applyOrder,
  refreshTrades,
  removePosition,
  upsertPosition,
} from "./cache-updates";
import { formatLots, formatPrice, formatSignedUsd } from "../../../lib/format-trading";
import type { QuoteStore } from "./quote-store";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isQuote(value: unknown): value is Quote {
  return (
    isRecord(value) &&
    typeof value.symbol === "string" &&
    typeof value.bid === "number" &&
    typeof value.ask === "number" &&
    typeof value.time === "number"
  );
}

function isAccount(value: unknown): value is Account {
  return isRecord(value) && typeof value.id === "string" && isRecord(value.objectives);
}

const noStatus = () => () => {};

function subscribeOnline(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The connection's status, "offline" when the browser is, or when there is no connection. */
export function useConnectionStatus(connection: RealtimeConnection | null): RealtimeStatus {
  const status = useSyncExternalStore(
    connection?.onStatusChange ?? noStatus,
    () => connection?.getStatus?.() ?? "offline",
  );
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  return online ? status : "offline";
}

const closeReasons: Record<string, string> = {
  stopLoss: "Stop loss hit",
  takeProfit: "Take profit hit",
  stopOut: "Stopped out",
  breach: "Closed by a rule breach",
  timeLimit: "Closed at the time limit",
};

/**
 * Wires the socket to the arena: quotes into the quote store, account/order/position events
 * into the query cache, fills and stop-outs into toasts (breaches, passes and openings are the
 * header's notices, with their links). Subscribes to the quotes of `symbols` on every
 * (re)connection, since a new socket starts with no subscriptions.
 */
export function useArenaRealtime({
  store,
  symbols,
  digitsOf,
}: {
  store: QuoteStore;
  symbols: readonly string[];
  digitsOf: (symbol: string) => number;
}): RealtimeStatus {
  const connection = useRealtimeConnection();
  const queryClient = useQueryClient();
  const toast = useToast();
  const status = useConnectionStatus(connection);
  const symbolsKey = symbols.join(",");

  useEffect(() => {
    if (!connection?.emit || status !== "live" || !symbolsKey) return;
    const payload: SubscribeQuotesPayload = { symbols: symbolsKey.split(",") };
    connection.emit(TRADING_EVENTS.subscribeQuotes, payload);
  }, [connection, status, symbolsKey]);

  useEffect(() => {
    const subscribe = connection?.subscribe?.bind(connection);
    if (!subscribe) return;
    const stops = [
      subscribe(TRADING_EVENTS.quotes, (payload) => {
        if (Array.isArray(payload)) store.put(payload.filter(isQuote));
      }),
      subscribe(TRADING_EVENTS.account, (payload) => {
        if (isAccount(payload)) applyAccount(queryClient, payload);
      }),
      subscribe(TRADING_EVENTS.order, (payload) => {
        if (!isRecord(payload) || !isRecord(payload.order)) return;
        const { order } = payload as unknown as OrderEvent;
        applyOrder(queryClient, order);
        if (order.status === "filled" && order.type !== "market") {
          toast.show({
            tone: "success",
            title: `${order.type === "limit" ? "Limit" : "Stop"} order filled`,
            description: `${order.side === "buy" ? "Bought" : "Sold"} ${formatLots(order.volume)} ${order.symbol} at ${formatPrice(order.fillPrice ?? order.price ?? 0, digitsOf(order.symbol))}.`,
          });
        }
      }),
      subscribe(TRADING_EVENTS.position, (payload) => {
        if (!isRecord(payload) || !isRecord(payload.position)) return;
        const { accountId, position, closed, trade } = payload as unknown as PositionEvent;
        if (!closed) {
          upsertPosition(queryClient, position);
          return;
        }
        removePosition(queryClient, accountId, position.id);
        refreshTrades(queryClient, accountId);
        if (trade && trade.reason !== "manual") {
          toast.show({
            tone: trade.pnlCents < 0 ? "error" : "success",
            title: `${closeReasons[trade.reason] ?? "Position closed"}: ${trade.symbol}`,
            description: `${trade.side === "buy" ? "Buy" : "Sell"} ${formatLots(trade.volume)} closed at ${formatPrice(trade.closePrice, digitsOf(trade.symbol))}, ${formatSignedUsd(trade.pnlCents)}.`,
          });
        }
      }),
      subscribe(TRADING_EVENTS.breach, (payload) => {
        if (!isRecord(payload) || !isRecord(payload.evidence)) return;
        const { accountId, evidence } = payload as unknown as BreachEvent;
        // A breach (and a pass, an opening) is told by its notice (the header's notices: a
        // toast with the link to the evidence); a stop-out leaves the account open and has none.
        if (evidence.outcome === "stopOut") {
          toast.show({ tone: "error", title: "Stop-out", description: evidence.message });
        }
        void queryClient.invalidateQueries({ queryKey: arenaKeys.account(accountId) });
        void queryClient.invalidateQueries({ queryKey: arenaKeys.accounts() });
        void queryClient.invalidateQueries({ queryKey: arenaKeys.positions(accountId) });
        void queryClient.invalidateQueries({ queryKey: arenaKeys.pendingOrders(accountId) });
        refreshTrades(queryClient, accountId);
      }),
      subscribe(TRADING_EVENTS.pass, (payload) => {
        if (!isRecord(payload) || !isRecord(payload.evidence)) return;
        const { accountId } = payload as unknown as PassEvent;
        void queryClient.invalidateQueries({ queryKey: arenaKeys.account(accountId) });
        void queryClient.invalidateQueries({ queryKey: arenaKeys.accounts() });
      }),
      subscribe(TRADING_EVENTS.accountOpened, (payload) => {
        if (!isRecord(payload) || typeof payload.accountId !== "string") return;
        void queryClient.invalidateQueries({ queryKey: arenaKeys.accounts() });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [connection, queryClient, store, toast, digitsOf]);

  return status;
}
