import { z } from "zod";

/**
 * GET /api/status/fills: how our fills compared with the independent reference venue
 * (MARKET_REFERENCE_FEED) over the last 24 hours, per symbol. A difference is our price against
 * the reference ask (buys) or bid (sells), positive = worse for the trader; opening and closing
 * fills both count. Only fills that had a fresh reference quote are counted.
 */
export const fillQualitySymbolSchema = z.object({
  symbol: z.string(),
  /** Fills compared. */
  fills: z.number().int(),
  /** The reference venues they were compared with. */
  venues: z.array(z.string()),
  unit: z.enum(["pip", "point"]),
  /** One pip or point in price. */
  unitSize: z.number(),
  /** Median and 99th percentile of the difference, in price (linear interpolation). */
  medianDifference: z.number(),
  p99Difference: z.number(),
  /** The same in pips or points. */
  medianUnits: z.number(),
  p99Units: z.number(),
});
export type FillQualitySymbol = z.infer<typeof fillQualitySymbolSchema>;

export const fillQualityResponseSchema = z.object({
  /** The window: the last 24 hours to now. */
  from: z.string(),
  to: z.string(),
  symbols: z.array(fillQualitySymbolSchema),
});
export type FillQualityResponse = z.infer<typeof fillQualityResponseSchema>;
