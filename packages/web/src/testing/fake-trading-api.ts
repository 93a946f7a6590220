import { act } from "@testing-library/react";
import { vi } from "vitest";
import type {
  Account,
  Candle,
  Instrument,
  ModifyOrderBody,
  ModifyPositionBody,
  Order,
  PlaceOrderBody,
  Position,
  Quote,
  Trade,
  TradeDetail,
} from "@proparena/contracts/trading";
import { getInstrument, instrumentSpec } from "@proparena/domain/market/instruments";
import { entryPrice, exitPrice } from "@proparena/domain/engine/pnl";
import type { RejectionCode } from "@proparena/contracts/rejection-codes";
import type { RealtimeConnection, RealtimeStatus } from "../lib/socket";
import { answer, createFakeApi, readRequest, routeKey } from "./fake-api";
import { createFakeArenaTools, type FakeArenaToolsState } from "./fake-arena-tools";
import type { FakeRequest, FakeResponse } from "./fake-api";

/**
 * The trading half of the fake API (contracts/trading.ts), installed as `fetch`: it answers the
 * arena's routes from in-memory state and hands every other request to the fake of fake-api.ts.
 * Plus a fake realtime connection whose events a test pushes by hand.
 */

const T0 = Date.parse("2025-01-06T12:00:00.000Z");

export function makeQuote(symbol: string, bid: number, ask: number, time = T0): Quote {
  return { symbol, bid, ask, time };
}

const defaultQuotes: Record<string, [bid: number, ask: number]> = {
  EURUSD: [1.0851, 1.0852],
  USDJPY: [149.995, 150.005],
  XAUUSD: [3500.0, 3500.5],
};

/** The catalogue's instrument (domain instruments.ts) as the API sends it, market open. */
export function makeInstrument(symbol: string, overrides: Partial<Instrument> = {}): Instrument {
  const i = getInstrument(symbol);
  const quote = defaultQuotes[symbol];
  if (!i || !quote) throw new Error(`No preset instrument ${symbol}`);
  return {
    ...instrumentSpec(i),
    marketOpen: true,
    opensAt: null,
    haltedSince: null,
    quote: makeQuote(symbol, quote[0], quote[1]),
    dailyChangePercent: 0.25,
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: "acc_beta01",
    planId: "BETA",
    planLabel: "Beta",
    phase: "phase1",
    phaseName: "Phase I",
    ruleSetVersion: 2,
    status: "active",
    leverage: 100,
    startingBalanceCents: 100_000_000,
    balanceCents: 100_000_000,
    equityCents: 100_000_000,
    floatingPnlCents: 0,
    usedMarginCents: 0,
    freeMarginCents: 100_000_000,
    marginLevel: null,
    objectives: {
      dailyLossFloorCents: 95_000_000,
      dailyLossLeftCents: 5_000_000,
      maxLossFloorCents: 90_000_000,
      maxLossLeftCents: 10_000_000,
      targetBalanceCents: 108_000_000,
      targetLeftCents: 8_000_000,
      targetProgress: 0,
      tradingDays: 0,
      minTradingDays: 0,
      nextResetAt: "2025-01-07T00:00:00.000Z",
    },
    evidence: null,
    previousAccountId: null,
    createdAt: "2025-01-02T10:00:00.000Z",
    endedAt: null,
    ...overrides,
  };
}

export function makePosition(overrides: Partial<Position> = {}): Position {
  return {
    id: "pos_1",
    accountId: "acc_beta01",
    symbol: "EURUSD",
    side: "buy",
    volume: 1,
    openPrice: 1.0852,
    openTime: "2025-01-06T11:00:00.000Z",
    stopLoss: null,
    takeProfit: null,
    marginCents: 108_520,
    currentPrice: 1.0851,
    pnlCents: -1_000,
    commissionCents: 0,
    swapCents: 0,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: "ord_1",
    accountId: "acc_beta01",
    symbol: "EURUSD",
    side: "buy",
    type: "limit",
    volume: 0.1,
    price: 1.08,
    stopLoss: null,
    takeProfit: null,
    status: "pending",
    createdAt: "2025-01-06T11:30:00.000Z",
    filledAt: null,
    fillPrice: null,
    cancelledAt: null,
    cancelReason: null,
    ...overrides,
  };
}

export function makeTrade(overrides: Partial<Trade> = {}): Trade {
  return {
    id: "trd_1",
    accountId: "acc_beta01",
    symbol: "EURUSD",
    side: "buy",
    volume: 1,
    openPrice: 1.08,
    openTime: "2025-01-05T10:00:00.000Z",
    closePrice: 1.081,
    closeTime: "2025-01-05T11:00:00.000Z",
    pnlCents: 10_000,
    commissionCents: 0,
    swapCents: 0,
    reason: "manual",
    ...overrides,
  };
}

/** A trade's detail as the server answers it without a reference feed. */
export function plainDetail(trade: Trade): TradeDetail {
  return {
    trade,
    pricePnlCents: trade.pnlCents - trade.commissionCents - trade.swapCents,
    fills: [
      {
        kind: "open",
        side: trade.side,
        time: trade.openTime,
        price: trade.openPrice,
        reference: null,
      },
      {
        kind: "close",
        side: trade.side === "buy" ? "sell" : "buy",
        time: trade.closeTime,
        price: trade.closePrice,
        reference: null,
      },
    ],
    swapCharges: [],
  };
}

export function makeCandles(count: number, start = 1.08, timeframeSeconds = 900): Candle[] {
  const first =
    Math.floor(T0 / 1000 / timeframeSeconds) * timeframeSeconds - count * timeframeSeconds;
  return Array.from({ length: count }, (_, i) => ({
    time: first + i * timeframeSeconds,
    open: start,
    high: start + 0.001,
    low: start - 0.001,
    close: start + 0.0005,
    volume: 10,
  }));
}

/** An override's answer; null answers as the fake normally would. */
type Handler = (request: FakeRequest) => FakeResponse | null | Promise<FakeResponse | null>;

export interface FakeTradingState {
  instruments?: Instrument[];
  accounts?: Account[];
  positions?: Position[];
  orders?: Order[];
  trades?: Trade[];
  /** Trade details by trade id; a trade not listed answers one without reference prices. */
  tradeDetails?: Record<string, TradeDetail>;
  /** The arena tools' state (indicators, drawings, alerts, self-imposed limits). */
  tools?: Partial<FakeArenaToolsState>;
}

const notFound = (what: string): FakeResponse => ({
  status: 404,
  body: { message: `${what} not found`, code: "NOT_FOUND" },
});

/** An order or change the engine refuses: 400 with its code and sentence, as the desk answers. */
const refused = (problem: { code: RejectionCode; message: string }): FakeResponse => ({
  status: 400,
  body: problem,
});

/**
 * The engine's side rules and refusal text (domain order-validation `checkStopsSide`): a buy's
 * stop loss sits below the reference price and its take profit above (the other way round for
 * a sell). Returns the refusal with its code, or null.
 */
function levelsProblem(
  side: Order["side"],
  reference: number,
  what: string,
  digits: number,
  stopLoss: number | null,
  takeProfit: number | null,
): { code: RejectionCode; message: string } | null {
  const fmt = (price: number) => price.toFixed(digits);
  const [below, above] = side === "buy" ? ["below", "above"] : ["above", "below"];
  const wrong = (level: number, must: string) =>
    must === "below" ? !(level < reference) : !(level > reference);
  const refusal = (code: RejectionCode, name: string, level: number, must: string) => ({
    code,
    message: `The ${name} of a ${side} must be ${must} ${what} ${fmt(reference)} (got ${fmt(level)}).`,
  });
  if (stopLoss !== null && wrong(stopLoss, below))
    return refusal("STOP_LOSS_WRONG_SIDE", "stop loss", stopLoss, below);
  if (takeProfit !== null && wrong(takeProfit, above))
    return refusal("TAKE_PROFIT_WRONG_SIDE", "take profit", takeProfit, above);
  return null;
}

export function createFakeTradingApi(initial: FakeTradingState = {}) {
  const base = createFakeApi();
  const state = {
    instruments:
      initial.instruments ?? ["EURUSD", "USDJPY", "XAUUSD"].map((s) => makeInstrument(s)),
    accounts: initial.accounts ?? [makeAccount()],
    positions: initial.positions ?? [],
    orders: initial.orders ?? [],
    trades: initial.trades ?? [],
    tradeDetails: initial.tradeDetails ?? {},
  };
  const calls: FakeRequest[] = [];
  const overrides = new Map<string, Handler>();
  let counter = 0;
  const tools = createFakeArenaTools(() => new Date(T0).toISOString(), initial.tools);

  const accountOf = (id: string | undefined) => state.accounts.find((a) => a.id === id);
  const replaceAccount = (account: Account) => {
    state.accounts = state.accounts.map((a) => (a.id === account.id ? account : a));
    return account;
  };

  const routes: Array<
    [method: string, pattern: RegExp, handler: (r: FakeRequest, m: string[]) => FakeResponse]
  > = [
    ["GET", /^\/instruments$/, () => ({ status: 200, body: { instruments: state.instruments } })],
    [
      "GET",
      /^\/instruments\/([^/]+)\/candles$/,
      (r, [symbol = ""]) => ({
        status: 200,
        body: { symbol, timeframe: r.search.get("tf") ?? "1m", candles: makeCandles(50) },
      }),
    ],
    ["GET", /^\/accounts$/, () => ({ status: 200, body: { accounts: state.accounts } })],
    [
      "GET",
      /^\/accounts\/([^/]+)$/,
      (_r, [id]) => {
        const account = accountOf(id);
        return account ? { status: 200, body: account } : notFound("Account");
      },
    ],
    [
      "GET",
      /^\/accounts\/([^/]+)\/positions$/,
      (_r, [id]) =>
        accountOf(id)
          ? { status: 200, body: { items: state.positions.filter((p) => p.accountId === id) } }
          : notFound("Account"),
    ],
    [
      "GET",
      /^\/accounts\/([^/]+)\/orders$/,
      (_r, [id]) =>
        accountOf(id)
          ? {
              status: 200,
              body: { items: state.orders.filter((o) => o.accountId === id), nextCursor: null },
            }
          : notFound("Account"),
    ],
    [
      "GET",
      /^\/accounts\/([^/]+)\/trades$/,
      (r, [id]) => {
        if (!accountOf(id)) return notFound("Account");
        const all = state.trades.filter((t) => t.accountId === id);
        const limit = Number(r.search.get("limit") ?? 50);
        const start = Number(r.search.get("cursor") ?? 0);
        const items = all.slice(start, start + limit);
        const next = start + limit < all.length ? String(start + limit) : null;
        return { status: 200, body: { items, nextCursor: next } };
      },
    ],
    [
      "GET",
      /^\/accounts\/([^/]+)\/trades\/([^/]+)$/,
      (_r, [id, tradeId]) => {
        const trade = state.trades.find((t) => t.accountId === id && t.id === tradeId);
        if (!accountOf(id) || !trade) return notFound("Trade");
        return { status: 200, body: state.tradeDetails[trade.id] ?? plainDetail(trade) };
      },
    ],
    [
      "POST",
      /^\/accounts\/([^/]+)\/orders$/,
      (r, [id]) => {
        const account = accountOf(id);
        if (!account) return notFound("Account");
        const body = r.body as PlaceOrderBody;
        const instrument = state.instruments.find((i) => i.symbol === body.symbol);
        if (!instrument?.quote)
          return { status: 400, body: { message: "Unknown symbol", code: "UNKNOWN_SYMBOL" } };
        const now = new Date(T0).toISOString();
        const type = body.type ?? "market";
        const fill = entryPrice(body.side, instrument.quote);
        const order: Order = {
          id: `ord_${++counter}`,
          accountId: account.id,
          symbol: body.symbol,
          side: body.side,
          type,
          volume: body.volume,
          price: type === "market" ? null : (body.price ?? null),
          stopLoss: body.stopLoss ?? null,
          takeProfit: body.takeProfit ?? null,
          status: type === "market" ? "filled" : "pending",
          createdAt: now,
          filledAt: type === "market" ? now : null,
          fillPrice: type === "market" ? fill : null,
          cancelledAt: null,
          cancelReason: null,
        };
        state.orders.unshift(order);
        let position: Position | null = null;
        let next = account;
        if (type === "market") {
          position = makePosition({
            id: `pos_${counter}`,
            accountId: account.id,
            symbol: body.symbol,
            side: body.side,
            volume: body.volume,
            openPrice: fill,
            openTime: now,
            stopLoss: body.stopLoss ?? null,
            takeProfit: body.takeProfit ?? null,
            marginCents: 50_000,
            currentPrice: exitPrice(body.side, instrument.quote),
            pnlCents: 0,
          });
          state.positions.push(position);
          next = replaceAccount({
            ...account,
            usedMarginCents: account.usedMarginCents + position.marginCents,
            freeMarginCents: account.freeMarginCents - position.marginCents,
          });
        }
        return { status: 201, body: { order, position, account: next } };
      },
    ],
    [
      "DELETE",
      /^\/accounts\/([^/]+)\/orders\/([^/]+)$/,
      (_r, [id, orderId]) => {
        const order = state.orders.find((o) => o.accountId === id && o.id === orderId);
        if (!order || order.status !== "pending") return notFound("Order");
        const cancelled: Order = {
          ...order,
          status: "cancelled",
          cancelledAt: new Date(T0).toISOString(),
        };
        state.orders = state.orders.map((o) => (o.id === orderId ? cancelled : o));
        return { status: 200, body: cancelled };
      },
    ],
    [
      "PATCH",
      /^\/accounts\/([^/]+)\/positions\/([^/]+)$/,
      (r, [id, positionId]) => {
        const position = state.positions.find((p) => p.accountId === id && p.id === positionId);
        if (!position) return notFound("Position");
        const body = (r.body ?? {}) as ModifyPositionBody;
        const stopLoss = body.stopLoss === undefined ? position.stopLoss : body.stopLoss;
        const takeProfit = body.takeProfit === undefined ? position.takeProfit : body.takeProfit;
        const instrument = state.instruments.find((i) => i.symbol === position.symbol);
        const quote = instrument?.quote;
        if (quote) {
          // A buy closes at the bid, a sell at the ask.
          const problem = levelsProblem(
            position.side,
            exitPrice(position.side, quote),
            `the current ${position.side === "buy" ? "bid" : "ask"}`,
            instrument.digits,
            stopLoss,
            takeProfit,
          );
          if (problem) return refused(problem);
        }
        const updated: Position = { ...position, stopLoss, takeProfit };
        state.positions = state.positions.map((p) => (p.id === positionId ? updated : p));
        return { status: 200, body: updated };
      },
    ],
    [
      "PATCH",
      /^\/accounts\/([^/]+)\/orders\/([^/]+)$/,
      (r, [id, orderId]) => {
        const order = state.orders.find((o) => o.accountId === id && o.id === orderId);
        if (!order || order.status !== "pending") return notFound("Order");
        const body = (r.body ?? {}) as ModifyOrderBody;
        const price = body.price ?? order.price;
        const stopLoss = body.stopLoss === undefined ? order.stopLoss : body.stopLoss;
        const takeProfit = body.takeProfit === undefined ? order.takeProfit : body.takeProfit;
        if (price === null || !(price > 0))
          return refused({ code: "INVALID_PRICE", message: "Price must be above zero" });
        const digits = state.instruments.find((i) => i.symbol === order.symbol)?.digits ?? 5;
        const problem = levelsProblem(
          order.side,
          price,
          "the order price",
          digits,
          stopLoss,
          takeProfit,
        );
        if (problem) return refused(problem);
        const updated: Order = { ...order, price, stopLoss, takeProfit };
        state.orders = state.orders.map((o) => (o.id === orderId ? updated : o));
        return { status: 200, body: updated };
      },
    ],
    [
      "POST",
      /^\/accounts\/([^/]+)\/positions\/([^/]+)\/close$/,
      (_r, [id, positionId]) => {
        const account = accountOf(id);
        const position = state.positions.find((p) => p.accountId === id && p.id === positionId);
        if (!account || !position) return notFound("Position");
        state.positions = state.positions.filter((p) => p.id !== positionId);
        const trade = makeTrade({
          id: `trd_${++counter}`,
          accountId: id,
          symbol: position.symbol,
          side: position.side,
          volume: position.volume,
          openPrice: position.openPrice,
          openTime: position.openTime,
          closePrice: position.currentPrice ?? position.openPrice,
          closeTime: new Date(T0).toISOString(),
          pnlCents: position.pnlCents,
        });
        state.trades.unshift(trade);
        const next = replaceAccount({
          ...account,
          balanceCents: account.balanceCents + trade.pnlCents,
          equityCents: account.balanceCents + trade.pnlCents,
          usedMarginCents: account.usedMarginCents - position.marginCents,
        });
        return { status: 200, body: { trade, account: next } };
      },
    ],
  ];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = readRequest(input, init);
    const { method, path } = request;
    const override = overrides.get(`${method} ${path}`);
    let response: FakeResponse | null = override ? await override(request) : null;
    response ??= tools.handle(request);
    if (!response) {
      for (const [m, pattern, handler] of routes) {
        const match = m === method ? pattern.exec(path) : null;
        if (match) {
          response = handler(request, match.slice(1).map(decodeURIComponent));
          break;
        }
      }
    }
    if (!response) return base.fetch(input, init);
    calls.push(request);
    return answer(request, response);
  };

  const fetchMock = vi.fn(fetchImpl);

  return {
    state,
    /** The arena tools' state (indicators, drawings, alerts, self-imposed limits). */
    tools: tools.state,
    calls,
    base,
    fetch: fetchMock,
    install() {
      vi.stubGlobal("fetch", fetchMock);
      return this;
    },
    /** Replaces the answer of one exact route, e.g. `on("POST /accounts/acc_1/orders", …)`. */
    on(route: string, handler: Handler) {
      overrides.set(routeKey(route), handler);
      return this;
    },
    callsTo(route: string) {
      const key = routeKey(route);
      return calls.filter((call) => `${call.method} ${call.path}` === key);
    },
  };
}

export type FakeTradingApi = ReturnType<typeof createFakeTradingApi>;

/** A realtime connection a test drives: `push(event, payload)` as if the server sent it. */
export function createFakeRealtime(initialStatus: RealtimeStatus = "live") {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<() => void>();
  const emitted: Array<{ event: string; payload: unknown }> = [];
  let status = initialStatus;

  const connection: RealtimeConnection = {
    authenticate: () => {},
    disconnect: () => {},
    subscribe(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    emit(event, payload) {
      emitted.push({ event, payload });
    },
    getStatus: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };

  return {
    connection,
    emitted,
    push(event: string, payload: unknown) {
      act(() => {
        for (const handler of handlers.get(event) ?? []) handler(payload);
      });
    },
    setStatus(next: RealtimeStatus) {
      act(() => {
        status = next;
        for (const listener of statusListeners) listener();
      });
    },
  };
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>;
