import { z } from "zod";
import { personText } from "./person-text";

/**
 * The arena's pro tools (issue 32): chart indicators and drawings kept per trader, server-side
 * price alerts, and the limits a trader sets on themselves. Routes (below /api):
 *
 * - GET and PUT /chart/settings: the trader's indicators, every symbol's chart;
 * - GET /chart/drawings?symbol=, POST /chart/drawings, DELETE /chart/drawings/:id: the lines
 *   drawn on one symbol's chart;
 * - GET and POST /alerts, DELETE /alerts/:id: price alerts, watched on the server on every quote
 *   (a notice on the socket when one fires, and an e-mail when the alert asks for it);
 * - GET and PUT /account/self-limits: a daily order limit and a pause for the rest of the day.
 */

/** A symbol as the instruments list writes it; the server checks it is one. */
const symbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,12}$/, "Choose a symbol");

/** A colour for a line on the chart, "#rrggbb". */
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "A colour is #rrggbb");

// ---------------------------------------------------------------------------------------------
// Indicators

export const INDICATOR_KINDS = ["sma", "ema", "bollinger", "rsi", "macd"] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];

/** What the chart menu calls each kind. */
export const INDICATOR_LABELS: Record<IndicatorKind, string> = {
  sma: "Moving average (MA)",
  ema: "Exponential moving average (EMA)",
  bollinger: "Bollinger bands",
  rsi: "RSI",
  macd: "MACD",
};

/** Overlays draw on the prices; the others in a pane of their own below them. */
export const OVERLAY_KINDS: readonly IndicatorKind[] = ["sma", "ema", "bollinger"];

/** Most candles a period may span (the chart loads a few hundred). */
export const MAX_INDICATOR_PERIOD = 200;
/** Most indicators on a chart at once. */
export const MAX_INDICATORS = 10;

const period = (label: string) =>
  z
    .number({ error: `${label} is a whole number` })
    .int(`${label} is a whole number`)
    .min(2, `${label} is at least 2`)
    .max(MAX_INDICATOR_PERIOD, `${label} is at most ${MAX_INDICATOR_PERIOD}`);

/** An indicator's id: the client names it ("rsi-1") so that its settings can be edited. */
const indicatorId = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, "An indicator id is 1 to 40 of a-z, 0-9 and -");

export const indicatorSchema = z.discriminatedUnion("kind", [
  z.object({
    id: indicatorId,
    kind: z.literal("sma"),
    period: period("Period"),
    color: colorSchema.optional(),
  }),
  z.object({
    id: indicatorId,
    kind: z.literal("ema"),
    period: period("Period"),
    color: colorSchema.optional(),
  }),
  z.object({
    id: indicatorId,
    kind: z.literal("bollinger"),
    period: period("Period"),
    /** How many standard deviations the bands sit from the middle (an SMA). */
    stdDev: z
      .number({ error: "Deviations is a number" })
      .min(0.5, "Deviations is at least 0.5")
      .max(5, "Deviations is at most 5"),
    color: colorSchema.optional(),
  }),
  z.object({ id: indicatorId, kind: z.literal("rsi"), period: period("Period") }),
  z
    .object({
      id: indicatorId,
      kind: z.literal("macd"),
      fast: period("Fast"),
      slow: period("Slow"),
      signal: period("Signal"),
    })
    .refine((m) => m.fast < m.slow, {
      message: "The fast period is shorter than the slow one",
      path: ["fast"],
    }),
]);
export type Indicator = z.infer<typeof indicatorSchema>;

/** The settings a new indicator of each kind starts with. */
export const DEFAULT_INDICATORS: {
  [K in IndicatorKind]: Omit<Extract<Indicator, { kind: K }>, "id">;
} = {
  sma: { kind: "sma", period: 20 },
  ema: { kind: "ema", period: 50 },
  bollinger: { kind: "bollinger", period: 20, stdDev: 2 },
  rsi: { kind: "rsi", period: 14 },
  macd: { kind: "macd", fast: 12, slow: 26, signal: 9 },
};

/** GET and PUT /api/chart/settings: the indicators on the trader's charts (every symbol). */
export const chartSettingsSchema = z.object({
  indicators: z
    .array(indicatorSchema)
    .max(MAX_INDICATORS, `At most ${MAX_INDICATORS} indicators`)
    .refine((list) => new Set(list.map((i) => i.id)).size === list.length, "Each id once"),
});
export type ChartSettings = z.infer<typeof chartSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Drawings

export const DRAWING_KINDS = ["horizontal", "trend"] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** Most drawings a trader keeps on one symbol. */
export const MAX_DRAWINGS_PER_SYMBOL = 50;

/** A point on the chart: a candle's time (seconds since the epoch, UTC) and a price. */
export const drawingPointSchema = z.object({
  time: z
    .number()
    .int("A time is whole seconds")
    .min(0)
    .max(253_402_300_799, "A time before the year 10000"),
  price: z.number().positive("A price is above zero").max(1e9),
});
export type DrawingPoint = z.infer<typeof drawingPointSchema>;

/** POST /api/chart/drawings: a horizontal line (one point) or a trend line (two points). */
export const createDrawingBodySchema = z.discriminatedUnion("kind", [
  z.object({
    symbol: symbolSchema,
    kind: z.literal("horizontal"),
    points: z.array(drawingPointSchema).length(1, "A horizontal line has one point"),
    color: colorSchema.optional(),
  }),
  z.object({
    symbol: symbolSchema,
    kind: z.literal("trend"),
    points: z
      .array(drawingPointSchema)
      .length(2, "A trend line has two points")
      .refine(([a, b]) => !a || !b || a.time !== b.time, "A trend line's points are at two times"),
    color: colorSchema.optional(),
  }),
]);
export type CreateDrawingBody = z.input<typeof createDrawingBodySchema>;

export const drawingSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  kind: z.enum(DRAWING_KINDS),
  points: z.array(drawingPointSchema),
  color: z.string().nullable(),
  createdAt: z.string(),
});
export type Drawing = z.infer<typeof drawingSchema>;

/** GET /api/chart/drawings?symbol=EURUSD: that symbol's drawings, oldest first. */
export const drawingsQuerySchema = z.object({ symbol: symbolSchema });
export const drawingsResponseSchema = z.object({ drawings: z.array(drawingSchema) });
export type DrawingsResponse = z.infer<typeof drawingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Price alerts

/**
 * `crossesAbove` fires when the bid reaches the price from below (bid >= price), `crossesBelow`
 * when it falls to it (bid <= price). An alert whose condition the bid already meets when it is
 * set is refused (it would fire at once).
 */
export const ALERT_CONDITIONS = ["crossesAbove", "crossesBelow"] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
export const ALERT_STATUSES = ["active", "triggered"] as const;

/** Most active alerts a trader keeps at once. */
export const MAX_ACTIVE_ALERTS = 50;

/** POST /api/alerts */
export const createPriceAlertBodySchema = z.object({
  symbol: symbolSchema,
  condition: z.enum(ALERT_CONDITIONS, { error: "Choose above or below" }),
  price: z
    .number({ error: "Enter a price" })
    .positive("A price is above zero")
    .max(1e9, "A price is below 1,000,000,000"),
  /** Also e-mail the trader when it fires. */
  email: z.boolean().default(false),
  note: personText({ label: "Note", max: 200 }).nullable().default(null),
});
export type CreatePriceAlertBody = z.input<typeof createPriceAlertBodySchema>;

export const priceAlertSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  condition: z.enum(ALERT_CONDITIONS),
  price: z.number(),
  email: z.boolean(),
  note: z.string().nullable(),
  status: z.enum(ALERT_STATUSES),
  createdAt: z.string(),
  /** When it fired, with the quote that fired it (null while active). */
  triggeredAt: z.string().nullable(),
  triggerBid: z.number().nullable(),
  triggerAsk: z.number().nullable(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** GET /api/alerts: the active alerts and the last triggered ones, newest first. */
export const priceAlertsResponseSchema = z.object({ alerts: z.array(priceAlertSchema) });
export type PriceAlertsResponse = z.infer<typeof priceAlertsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Self-imposed limits

/** The highest daily order limit a trader may set. */
export const MAX_DAILY_TRADE_LIMIT = 1000;

/**
 * GET and PUT /api/account/self-limits. Orders placed count on the day of the daily reset
 * (DAILY_RESET_TZ), over all the trader's accounts; closing a position is never refused.
 */
export const selfLimitsSchema = z.object({
  /** At most this many orders a day; null: no limit. */
  dailyTradeLimit: z.number().int().nullable(),
  /** New orders are refused until then (the end of the day the pause was chosen), or null. */
  lockedUntil: z.string().nullable(),
  /** Orders placed today over all the trader's accounts. */
  tradesToday: z.number().int(),
  /** When today ends (the daily reset). */
  dayEndsAt: z.string(),
});
export type SelfLimits = z.infer<typeof selfLimitsSchema>;

/**
 * PUT /api/account/self-limits: a new daily limit (null removes it) and/or a pause for the rest
 * of today. A pause cannot be lifted before it ends, and a limit reached today can be raised or
 * removed only from tomorrow.
 */
export const updateSelfLimitsBodySchema = z
  .object({
    dailyTradeLimit: z
      .number({ error: "The limit is a whole number" })
      .int("The limit is a whole number")
      .min(1, "The limit is at least 1")
      .max(MAX_DAILY_TRADE_LIMIT, `The limit is at most ${MAX_DAILY_TRADE_LIMIT}`)
      .nullable()
      .optional(),
    pauseForToday: z.literal(true, { error: "To pause, send true" }).optional(),
  })
  .refine((b) => b.dailyTradeLimit !== undefined || b.pauseForToday !== undefined, {
    message: "Send a limit or a pause",
  });
export type UpdateSelfLimitsBody = z.input<typeof updateSelfLimitsBodySchema>;
