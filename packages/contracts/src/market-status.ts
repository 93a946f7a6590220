import { z } from "zod";

/**
 * GET /api/status (public): the market's health now and its outage history (docs/market-data.md,
 * the outage policy). Times are ISO strings; ages and durations are ms.
 */

export const connectionStates = [
  "idle",
  "connecting",
  "connected",
  "disconnected",
  "stopped",
] as const;

export const symbolHealthSchema = z.object({
  symbol: z.string(),
  /** When its last live price was received; null before the first one. */
  lastQuoteAt: z.string().nullable(),
  /** How old that price was when the health was read (`healthAsOf`). */
  lastQuoteAgeMs: z.number().nullable(),
  /** Its asset class's halt threshold, when its venue's silences halt trading; else null. */
  haltAfterMs: z.number().nullable(),
  /** While halted: the time of its last live price; null while it trades. */
  haltedSince: z.string().nullable(),
});
export type SymbolHealth = z.infer<typeof symbolHealthSchema>;

export const venueHealthSchema = z.object({
  /** `simulated`, `replay`, `binance`, `oanda`. */
  venue: z.string(),
  state: z.enum(connectionStates),
  /** When the state last changed. */
  since: z.string(),
  connections: z.number().int(),
  lastError: z.string().nullable(),
  /**
   * Whether its silences halt trading: the live venues. The simulated market and a replay are
   * played by the server itself.
   */
  monitored: z.boolean(),
  symbols: z.array(symbolHealthSchema),
});
export type VenueHealth = z.infer<typeof venueHealthSchema>;

export const marketSessionSchema = z.object({
  symbol: z.string(),
  assetClass: z.enum(["fx", "metal", "index", "energy", "crypto"]),
  open: z.boolean(),
  /** While closed: when it opens. */
  opensAt: z.string().nullable(),
  /** While open: when it closes (null for 24/7 markets). */
  closesAt: z.string().nullable(),
  /** Its sessions in words ("Sunday 22:00 to Friday 22:00 UTC, closed at the weekend"). */
  hours: z.string(),
});
export type MarketSession = z.infer<typeof marketSessionSchema>;

export const marketIncidentSchema = z.object({
  id: z.string(),
  venue: z.string(),
  symbols: z.array(z.string()),
  /** The last live price before the gap. */
  startedAt: z.string(),
  /** The fresh price after it; null while it lasts. */
  endedAt: z.string().nullable(),
  /** endedAt - startedAt; null while it lasts. */
  durationMs: z.number().nullable(),
  /** "no quote from binance for 10 s", "connection lost: closed (1006)". */
  cause: z.string(),
});
export type MarketIncident = z.infer<typeof marketIncidentSchema>;

export const marketStatusResponseSchema = z.object({
  /** When the venues' health was read (a follower shows what the leader last stored); null when none is known yet. */
  healthAsOf: z.string().nullable(),
  /** `real` sessions, or `always-open` (test deployments). */
  marketHours: z.enum(["real", "always-open"]),
  venues: z.array(venueHealthSchema),
  sessions: z.array(marketSessionSchema),
  /** The newest incidents of the last `incidentWindowDays` days (at most `incidentLimit`), newest first, open ones included. */
  incidents: z.array(marketIncidentSchema),
  incidentWindowDays: z.number().int(),
  incidentLimit: z.number().int(),
  /** A breach this long after an incident ends is flagged for review. */
  reviewWindowMs: z.number(),
});
export type MarketStatusResponse = z.infer<typeof marketStatusResponseSchema>;
