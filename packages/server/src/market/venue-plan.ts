import { readFileSync } from "node:fs";
import { getInstrument, SYMBOLS } from "@proparena/domain/market/instruments";
import { BINANCE_SYMBOLS, OANDA_INSTRUMENTS } from "./venues/venue-symbols";

/** Where prices can come from (MARKET_FEED, MARKET_VENUES). */
export const VENUES = ["simulated", "replay", "binance", "oanda"] as const;
export type Venue = (typeof VENUES)[number];

/** Where an independent reference price can come from (MARKET_REFERENCE_FEED). */
export const REFERENCE_VENUES = ["binance", "oanda", "replay"] as const;

/** One symbol's venue, and the venue's own name for it when it differs from the default map. */
export interface VenueEntry {
  readonly venue: Venue;
  readonly venueSymbol?: string;
}

/**
 * Which venue prices which symbol: the symbols named in MARKET_VENUES, and the venue of every
 * other symbol (`*` there, else MARKET_FEED).
 */
export interface VenuePlan {
  readonly named: Readonly<Record<string, VenueEntry>>;
  readonly others: Venue;
}

/** The venue's default name for a catalogue symbol, if it lists it. */
export function defaultVenueSymbol(venue: Venue, symbol: string): string | undefined {
  if (venue === "binance") return BINANCE_SYMBOLS[symbol];
  if (venue === "oanda") return OANDA_INSTRUMENTS[symbol];
  return undefined;
}

const VENUE_SYMBOL: Partial<Record<Venue, RegExp>> = {
  binance: /^[A-Z0-9]{2,20}$/,
  oanda: /^[A-Z0-9]{2,10}_[A-Z0-9]{2,10}$/,
};

/**
 * Reads MARKET_VENUES: a list `BTCUSD:binance,ETHUSD:binance:ETHUSDC,EURUSD:oanda,*:simulated`
 * (symbol, venue, and optionally the venue's name for it), or the path of a JSON file
 * (`.json`) holding `{"BTCUSD": "binance", "ETHUSD": {"venue": "binance", "symbol":
 * "ETHUSDC"}, "*": "simulated"}`. Every named symbol must be in the catalogue and listed by
 * its venue (or given the venue's name); an error says which entry is wrong.
 */
export function parseVenuePlan(
  text: string | undefined,
  fallback: Venue,
): { ok: true; plan: VenuePlan } | { ok: false; message: string } {
  const entries: [string, unknown][] = [];
  const value = text?.trim() ?? "";
  if (value.endsWith(".json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(value, "utf8"));
    } catch (error) {
      return { ok: false, message: `cannot read ${value}: ${(error as Error).message}` };
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      return { ok: false, message: `${value} must hold an object of symbol: venue` };
    for (const [key, v] of Object.entries(parsed)) {
      if (typeof v === "object" && v !== null) {
        const { venue, symbol } = v as { venue?: unknown; symbol?: unknown };
        entries.push([key, symbol === undefined ? venue : `${String(venue)}:${String(symbol)}`]);
      } else entries.push([key, v]);
    }
  } else if (value) {
    for (const item of value.split(",")) {
      const [key = "", ...rest] = item.trim().split(":");
      entries.push([key.trim(), rest.join(":").trim()]);
    }
  }
  const named: Record<string, VenueEntry> = {};
  let others = fallback;
  const seen = new Set<string>();
  for (const [key, spec] of entries) {
    const where = `"${key}:${String(spec)}"`;
    if (seen.has(key)) return { ok: false, message: `${key} is named twice` };
    seen.add(key);
    if (typeof spec !== "string") return { ok: false, message: `${where}: the venue must be text` };
    const [venueText = "", venueSymbol] = spec.split(":");
    const venue = VENUES.find((v) => v === venueText);
    if (!venue)
      return { ok: false, message: `${where}: the venue must be one of ${VENUES.join(", ")}` };
    if (key === "*") {
      if (venueSymbol !== undefined)
        return { ok: false, message: `${where}: "*" takes a venue only` };
      others = venue;
      continue;
    }
    if (!getInstrument(key))
      return {
        ok: false,
        message: `${where}: ${key} is not in the catalogue (${SYMBOLS.join(", ")})`,
      };
    const pattern = VENUE_SYMBOL[venue];
    if (venueSymbol !== undefined && (!pattern || !pattern.test(venueSymbol)))
      return {
        ok: false,
        message: pattern
          ? `${where}: ${venueSymbol} is not a ${venue} symbol (like ${defaultVenueSymbol(venue, venue === "binance" ? "BTCUSD" : "EURUSD")})`
          : `${where}: ${venue} takes no venue symbol`,
      };
    if (pattern && venueSymbol === undefined && !defaultVenueSymbol(venue, key))
      return {
        ok: false,
        message: `${where}: ${venue} does not list ${key}; name its symbol there (${key}:${venue}:<symbol>)`,
      };
    named[key] = venueSymbol === undefined ? { venue } : { venue, venueSymbol };
  }
  return { ok: true, plan: { named, others } };
}

/** The venues a plan may use (named or for the others): what must be configured. */
export function venuesInPlan(plan: VenuePlan): Set<Venue> {
  return new Set([plan.others, ...Object.values(plan.named).map((e) => e.venue)]);
}

/**
 * Every catalogue symbol's venue. A symbol not named goes to the plan's venue for the others
 * when that venue can price it (Binance and OANDA: the ones they list; replay: the ones in the
 * recording) and stays simulated when it cannot.
 */
export function resolveVenuePlan(
  plan: VenuePlan,
  replaySymbols: ReadonlySet<string> = new Set(),
): Map<string, VenueEntry> {
  const resolved = new Map<string, VenueEntry>();
  for (const symbol of SYMBOLS) {
    const named = plan.named[symbol];
    if (named) {
      if (named.venue === "replay" && !replaySymbols.has(symbol))
        throw new Error(
          `MARKET_VENUES names ${symbol} for replay, but MARKET_REPLAY_FILE has no ${symbol} tick`,
        );
      resolved.set(symbol, named);
      continue;
    }
    const venue = plan.others;
    const can =
      venue === "simulated" ||
      (venue === "replay" ? replaySymbols.has(symbol) : !!defaultVenueSymbol(venue, symbol));
    resolved.set(symbol, { venue: can ? venue : "simulated" });
  }
  return resolved;
}
