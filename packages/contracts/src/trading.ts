import { z } from "zod";
import { dateTimeSchema } from "./wire-dates";

/**
 * The trading wire format (arena, dashboard). Money is integer cents (USD); prices are numbers
 * with the instrument's digits; times are ISO strings in bodies and ms since the epoch in
 * socket quotes (compact, many per second).
 */

export const TIMEFRAMES = ["1m", "5m", "15m", "1h", "4h", "1D"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const quoteSchema = z.object({
  symbol: z.string(),
  bid: z.number(),
  ask: z.number(),
  /** ms since the epoch */
  time: z.number(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const instrumentSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  assetClass: z.enum(["fx", "metal", "index", "energy", "crypto"]),
  quoteCurrency: z.string(),
  digits: z.number().int(),
  tickSize: z.number(),
  contractSize: z.number(),
  lotMin: z.number(),
  lotStep: z.number(),
  lotMax: z.number(),
  /** Whether its session is open now (MARKET_SESSIONS; crypto trades 24/7). */
  marketOpen: z.boolean(),
  /** While closed: when it opens (ISO). */
  opensAt: z.string().nullable(),
  /**
   * While halted (open, but no live price for longer than its asset class's threshold): the
   * time of its last live price (ISO); orders at market and closes answer 409 SYMBOL_HALTED.
   */
  haltedSince: z.string().nullable(),
  quote: quoteSchema.nullable(),
  /** Change of the mid price since the start of the trading day, in percent. */
  dailyChangePercent: z.number().nullable(),
});
export type Instrument = z.infer<typeof instrumentSchema>;

/** GET /api/instruments */
export const instrumentsResponseSchema = z.object({ instruments: z.array(instrumentSchema) });
export type InstrumentsResponse = z.infer<typeof instrumentsResponseSchema>;

export const candleSchema = z.object({
  /** Bucket start, seconds since the epoch (what charting libraries take). */
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  /** Number of ticks in the bucket. */
  volume: z.number().int(),
});
export type Candle = z.infer<typeof candleSchema>;

/** GET /api/instruments/:symbol/candles?tf=&from=&to= (from/to: ms since the epoch). */
export const candlesQuerySchema = z.object({
  tf: z.enum(TIMEFRAMES).default("1m"),
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(2000).default(500),
});
export const candlesResponseSchema = z.object({
  symbol: z.string(),
  timeframe: z.enum(TIMEFRAMES),
  candles: z.array(candleSchema),
});
export type CandlesResponse = z.infer<typeof candlesResponseSchema>;

export const SIDES = ["buy", "sell"] as const;
export const ORDER_TYPES = ["market", "limit", "stop"] as const;
export const ORDER_STATUSES = ["pending", "filled", "cancelled"] as const;
/** Why a position closed. */
export const TRADE_CLOSE_REASONS = [
  "manual",
  "stopLoss",
  "takeProfit",
  "stopOut",
  "breach",
  "timeLimit",
  "accountClosed",
] as const;
const side = z.enum(SIDES);
const orderType = z.enum(ORDER_TYPES);

export const ruleEvidenceSchema = z.object({
  rule: z.enum(["dailyLoss", "maxLoss", "stopOut", "profitTarget", "timeLimit"]),
  outcome: z.enum(["breach", "pass", "stopOut"]),
  threshold: z.number(),
  observed: z.number(),
  unit: z.enum(["cents", "percent", "time"]),
  time: z.string(),
  quote: quoteSchema.nullable(),
  quotes: z.array(quoteSchema),
  startingBalanceCents: z.number().int(),
  balanceCents: z.number().int(),
  equityCents: z.number().int(),
  dayStartBalanceCents: z.number().int(),
  highestEodBalanceCents: z.number().int(),
  usedMarginCents: z.number().int(),
  positions: z.array(
    z.object({
      positionId: z.string(),
      symbol: z.string(),
      side,
      volume: z.number(),
      openPrice: z.number(),
      price: z.number(),
      conversionRate: z.number(),
      /** Price P&L + commission + swap. */
      pnlCents: z.number().int(),
      marginCents: z.number().int(),
      /** Its commission and swap at the decision (0 in evidence stored before trading costs). */
      commissionCents: z.number().int(),
      swapCents: z.number().int(),
    }),
  ),
  message: z.string(),
});
export type RuleEvidence = z.infer<typeof ruleEvidenceSchema>;

export const objectivesSchema = z.object({
  dailyLossFloorCents: z.number().int(),
  dailyLossLeftCents: z.number().int(),
  maxLossFloorCents: z.number().int(),
  maxLossLeftCents: z.number().int(),
  targetBalanceCents: z.number().int().nullable(),
  targetLeftCents: z.number().int().nullable(),
  targetProgress: z.number().nullable(),
  tradingDays: z.number().int(),
  minTradingDays: z.number().int().nullable(),
  nextResetAt: z.string(),
});
export type Objectives = z.infer<typeof objectivesSchema>;

export const accountSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planLabel: z.string(),
  phase: z.enum(["phase1", "phase2", "funded"]),
  phaseName: z.string(),
  /** The rule set it was bought or opened under: it is judged by that version's limits. */
  ruleSetVersion: z.number().int().min(1),
  status: z.enum(["active", "passed", "failed", "closed"]),
  leverage: z.number().int(),
  startingBalanceCents: z.number().int(),
  balanceCents: z.number().int(),
  equityCents: z.number().int(),
  floatingPnlCents: z.number().int(),
  usedMarginCents: z.number().int(),
  freeMarginCents: z.number().int(),
  /** Equity / used margin in percent, or null with no position open. */
  marginLevel: z.number().nullable(),
  objectives: objectivesSchema,
  evidence: ruleEvidenceSchema.nullable(),
  previousAccountId: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountsResponseSchema = z.object({ accounts: z.array(accountSchema) });
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;

export const orderSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  symbol: z.string(),
  side,
  type: orderType,
  volume: z.number(),
  price: z.number().nullable(),
  stopLoss: z.number().nullable(),
  takeProfit: z.number().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  filledAt: z.string().nullable(),
  fillPrice: z.number().nullable(),
  cancelledAt: z.string().nullable(),
  /** "trader", "notEnoughMargin", "oco" (its one-cancels-other pair filled or was cancelled), ... */
  cancelReason: z.string().nullable(),
  /** Placed through the trading API with a key (the journal lists say; socket events omit it). */
  api: z.boolean().optional(),
  /**
   * The other order of its one-cancels-other pair (POST /accounts/:id/orders/oco): when one
   * fills the other is cancelled. Null (or absent) for an order placed alone.
   */
  ocoWith: z.string().nullish(),
});
export type Order = z.infer<typeof orderSchema>;

/** A position as it opened; its trade, once closed, keeps these (the trade's id is the position's). */
/** A position's market, side, size and opening: what every view of a position or trade shows. */
export const tradeOpeningSchema = z.object({
  symbol: z.string(),
  side,
  volume: z.number(),
  openPrice: z.number(),
  openTime: z.string(),
});

/** A closed trade's facts without its ids (the public book's trades, integrity evidence). */
export const closedTradeFactsSchema = z.object({
  ...tradeOpeningSchema.shape,
  closePrice: z.number(),
  closeTime: z.string(),
  pnlCents: z.number().int(),
});

const opened = {
  id: z.string(),
  accountId: z.string(),
  ...tradeOpeningSchema.shape,
};

/**
 * Where a copied position or trade came from (issue 31): the public trader and book it copies,
 * and the follower's copying. Null (or absent, on socket events) for the trader's own.
 */
export const copySourceSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  bookLabel: z.string(),
  subscriptionId: z.string(),
});
export type CopySource = z.infer<typeof copySourceSchema>;

export const positionSchema = z.object({
  ...opened,
  stopLoss: z.number().nullable(),
  takeProfit: z.number().nullable(),
  marginCents: z.number().int(),
  /** Price the position is valued at now (bid for a buy, ask for a sell). */
  currentPrice: z.number().nullable(),
  /** Price P&L + commission + swap so far. */
  pnlCents: z.number().int(),
  /** The round-turn commission charged at the fill (<= 0; 0 without trading costs). */
  commissionCents: z.number().int(),
  /** Swap over the rollovers it was held over so far (signed: negative is charged). */
  swapCents: z.number().int(),
  /** Its swap per night held (signed cents): what a partial close shares (the arena's preview). */
  swapPerNightCents: z.number().int().nullish(),
  /**
   * Its trailing stop's distance in price: the stop loss follows the price at this distance,
   * only in the trader's favour, on every tick. Null (or absent): none.
   */
  trailingDistance: z.number().nullish(),
  copiedFrom: copySourceSchema.nullish(),
});
export type Position = z.infer<typeof positionSchema>;

export const tradeSchema = z.object({
  ...opened,
  closePrice: z.number(),
  closeTime: z.string(),
  /** What it added to the balance: price P&L + commission + swap. */
  pnlCents: z.number().int(),
  /** Commission charged at the fill (<= 0) and swap over the nights held (signed). */
  commissionCents: z.number().int(),
  swapCents: z.number().int(),
  reason: z.enum(TRADE_CLOSE_REASONS),
  /** Opened by an order placed through the trading API (the journal lists say). */
  api: z.boolean().optional(),
  /**
   * The position it closed. A whole close's trade has the position's id; the part a partial
   * close took is a trade with an id of its own, naming its position here.
   */
  positionId: z.string().nullish(),
  copiedFrom: copySourceSchema.nullish(),
});
export type Trade = z.infer<typeof tradeSchema>;

const price = z.number({ error: "must be a number" }).finite("must be a finite number");
const optionalStop = price.positive("must be above zero").nullable().optional();

/** POST /api/accounts/:id/orders. The engine checks the rest (lot step, sides, margin). */
export const placeOrderBodySchema = z.object({
  symbol: z
    .string({ error: "Symbol is required" })
    .trim()
    .toUpperCase()
    .min(1, "Symbol is required"),
  side,
  type: orderType.default("market"),
  volume: z.number({ error: "Volume must be a number of lots" }),
  price: price.optional(),
  stopLoss: optionalStop,
  takeProfit: optionalStop,
  /**
   * The client's own id for this order (idempotency key): sending the same id again for the
   * same account places nothing new and answers 200 with the order it placed the first time.
   */
  clientOrderId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "clientOrderId must be 1-64 letters, digits, '_' or '-'")
    .optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** PATCH /api/accounts/:id/orders/:orderId — undefined keeps a field, null removes SL/TP. */
export const modifyOrderBodySchema = z.object({
  price: price.optional(),
  stopLoss: optionalStop,
  takeProfit: optionalStop,
});
export type ModifyOrderBody = z.infer<typeof modifyOrderBodySchema>;

/**
 * PATCH /api/accounts/:id/positions/:positionId — undefined keeps a field, null removes it. A
 * trailing stop is set by its distance in price (`trailingDistance`) or in pips (FX; points for
 * the rest, `trailingPips`), not both; the stop loss then follows the price at that distance,
 * only in the trader's favour (at once, if the current quote asks for it).
 */
export const modifyPositionBodySchema = z
  .object({
    stopLoss: optionalStop,
    takeProfit: optionalStop,
    trailingDistance: optionalStop,
    trailingPips: z
      .number({ error: "must be a number" })
      .finite("must be a finite number")
      .positive("must be above zero")
      .nullable()
      .optional(),
  })
  .refine((b) => b.trailingDistance === undefined || b.trailingPips === undefined, {
    message: "Give the trailing distance in price or in pips, not both",
    path: ["trailingPips"],
  });
export type ModifyPositionBody = z.infer<typeof modifyPositionBodySchema>;

/**
 * POST /api/accounts/:id/positions/:positionId/close — without a volume (or with the position's
 * whole volume) the position closes; with less, that many lots close and the rest stays open
 * under the position's id (a partial close: the part closed is a trade of its own).
 */
export const closePositionBodySchema = z
  .object({
    volume: z
      .number({ error: "Volume must be a number of lots" })
      .finite("must be a finite number")
      .positive("must be above zero")
      .optional(),
  })
  .nullish();
export type ClosePositionBody = z.infer<typeof closePositionBodySchema>;

/** One order of a one-cancels-other pair: a limit or stop order. */
const pendingOrderBodySchema = placeOrderBodySchema
  .omit({ clientOrderId: true, type: true })
  .extend({ type: z.enum(["limit", "stop"]), price });

/**
 * POST /api/accounts/:id/orders/oco — two limit or stop orders placed together as a
 * one-cancels-other pair: when one fills, the other is cancelled (reason "oco"); cancelling one
 * cancels both. Each is checked as if placed alone; neither is placed when one is refused.
 */
export const placeOcoBodySchema = z.object({
  orders: z.tuple([pendingOrderBodySchema, pendingOrderBodySchema]),
});
export type PlaceOcoBody = z.input<typeof placeOcoBodySchema>;

export const placeOcoResponseSchema = z.object({
  orders: z.tuple([orderSchema, orderSchema]),
  account: accountSchema,
});
export type PlaceOcoResponse = z.infer<typeof placeOcoResponseSchema>;

export const placeOrderResponseSchema = z.object({
  order: orderSchema,
  position: positionSchema.nullable(),
  account: accountSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const closePositionResponseSchema = z.object({ trade: tradeSchema, account: accountSchema });
export type ClosePositionResponse = z.infer<typeof closePositionResponseSchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: z.string().optional(),
});
export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const ordersQuerySchema = pageQuerySchema.extend({
  status: z.enum(["pending", "filled", "cancelled"]).optional(),
});

/** Journal filters: GET /api/accounts/:id/trades and /trades.csv (closed in [from, to)). */
export const tradeFiltersSchema = z.object({
  symbol: z
    .string()
    .regex(/^[A-Z0-9]{3,12}$/, "must be an instrument symbol")
    .optional(),
  side: side.optional(),
  from: dateTimeSchema().optional(),
  to: dateTimeSchema().optional(),
});
export type TradeFilters = z.infer<typeof tradeFiltersSchema>;
export const tradesQuerySchema = pageQuerySchema.extend(tradeFiltersSchema.shape);

export const positionsResponseSchema = z.object({ items: z.array(positionSchema) });
export type PositionsResponse = z.infer<typeof positionsResponseSchema>;
export const ordersResponseSchema = pageOf(orderSchema);
export const tradesResponseSchema = pageOf(tradeSchema);
export type TradesPage = z.infer<typeof tradesResponseSchema>;
export type OrdersPage = z.infer<typeof ordersResponseSchema>;

/**
 * The reference venue's quote at one of our fills (MARKET_REFERENCE_FEED), compared with our
 * price: a buy with its ask, a sell with its bid; positive differences are worse for the trader.
 */
export const fillReferenceSchema = z.object({
  venue: z.string(),
  /** The reference quote's time. */
  time: z.string(),
  bid: z.number(),
  ask: z.number(),
  /** The side our fill is compared with: the ask for a buy, the bid for a sell. */
  price: z.number(),
  /** Our price against it, in price; positive = worse for the trader. */
  difference: z.number(),
  /** The same in pips (FX) or points (the rest). */
  differenceUnits: z.number(),
  unit: z.enum(["pip", "point"]),
});
export type FillReference = z.infer<typeof fillReferenceSchema>;

/** One fill of a trade: the opening (the position's side) or the closing (the other side). */
export const tradeFillSchema = z.object({
  kind: z.enum(["open", "close"]),
  side,
  time: z.string(),
  price: z.number(),
  /** Null without a reference feed, or without a fresh enough reference quote then. */
  reference: fillReferenceSchema.nullable(),
});
export type TradeFill = z.infer<typeof tradeFillSchema>;

/** GET /api/accounts/:id/trades/:tradeId: one closed trade with its fills, costs and swaps. */
export const tradeDetailSchema = z.object({
  trade: tradeSchema,
  /** The P&L of the prices alone: pnlCents - commissionCents - swapCents. */
  pricePnlCents: z.number().int(),
  fills: z.array(tradeFillSchema),
  /** The swap at each rollover it was held over, oldest first. */
  swapCharges: z.array(
    z.object({ time: z.string(), nights: z.number().int(), amountCents: z.number().int() }),
  ),
});
export type TradeDetail = z.infer<typeof tradeDetailSchema>;
