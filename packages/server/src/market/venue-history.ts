import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { marketState } from "../db/schema";
import type { MarketService } from "./market-service";
import { loadRecordedMinutes } from "./minute-writer";

const STATE_ID = "venues";
/** The live minutes a venue's symbol loads at most (the candle store keeps about a week). */
const HISTORY_DAYS = 7;
const DAY = 86_400_000;

interface VenuesState {
  /** Per symbol: the venue that prices it and since when (ms). */
  symbols: Record<string, { venue: string; since: number }>;
}

/**
 * Notes which venue prices each symbol (a `market_state` row, `venues`), and answers since when
 * each one has been priced by the venue it has now: a symbol moved to another venue starts
 * over, so its chart does not mix the old venue's minutes with the new one's.
 */
export async function recordVenues(
  db: Db,
  venues: ReadonlyMap<string, string>,
  now: number,
): Promise<Map<string, number>> {
  await db
    .insert(marketState)
    .values({
      id: STATE_ID,
      seed: "",
      historyStart: new Date(now),
      liveStart: new Date(now),
      state: { symbols: {} } satisfies VenuesState,
      updatedAt: new Date(now),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(marketState).where(eq(marketState.id, STATE_ID));
  const state = { symbols: { ...((row?.state as VenuesState | null)?.symbols ?? {}) } };
  let changed = false;
  for (const [symbol, venue] of venues) {
    if (state.symbols[symbol]?.venue === venue) continue;
    state.symbols[symbol] = { venue, since: now };
    changed = true;
  }
  if (changed)
    await db
      .update(marketState)
      .set({ state, updatedAt: new Date(now) })
      .where(eq(marketState.id, STATE_ID));
  return new Map([...venues.keys()].map((s) => [s, state.symbols[s]!.since]));
}

/**
 * A live venue's past: the minutes this deployment recorded from it (the `candles` table,
 * written by the leader), for the last week at most, into the market service's candles.
 * Live venues have no other history here: a chart starts when the venue first priced it.
 */
export async function loadVenueHistory(
  db: Db,
  market: MarketService,
  since: ReadonlyMap<string, number>,
  now: number,
): Promise<void> {
  for (const [symbol, from] of since)
    await loadRecordedMinutes(db, market, symbol, Math.max(from, now - HISTORY_DAYS * DAY));
}
