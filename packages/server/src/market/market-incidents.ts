import { and, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { IncidentSpan } from "@proparena/domain/market/outage-policy";
import type { Db } from "../db/database";
import { marketIncidents } from "../db/schema";

/** A stored incident (`market_incidents`), times in ms. */
export interface Incident extends IncidentSpan {
  readonly venue: string;
  readonly haltedAt: number;
  readonly cause: string;
}

type Row = typeof marketIncidents.$inferSelect;

function incidentOf(r: Row): Incident {
  return {
    id: r.id,
    venue: r.venue,
    symbols: r.symbols,
    startedAt: r.startedAt.getTime(),
    haltedAt: r.haltedAt.getTime(),
    endedAt: r.endedAt?.getTime() ?? null,
    cause: r.cause,
  };
}

/** The incidents still open (a leader that stopped during one leaves it open for the next). */
export async function openIncidents(db: Db): Promise<Incident[]> {
  const rows = await db.select().from(marketIncidents).where(isNull(marketIncidents.endedAt));
  return rows.map(incidentOf);
}

/**
 * Opens a venue's incident. A venue has at most one open (a unique index): when another
 * leader already opened one, that one is answered.
 */
export async function openIncident(
  db: Db,
  incident: Omit<Incident, "id" | "endedAt">,
): Promise<Incident> {
  const [row] = await db
    .insert(marketIncidents)
    .values({
      venue: incident.venue,
      symbols: [...incident.symbols],
      startedAt: new Date(incident.startedAt),
      haltedAt: new Date(incident.haltedAt),
      cause: incident.cause,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return incidentOf(row);
  const [open] = await db
    .select()
    .from(marketIncidents)
    .where(and(eq(marketIncidents.venue, incident.venue), isNull(marketIncidents.endedAt)));
  return incidentOf(open!);
}

/** Symbols that halted while the venue's incident was open join it. */
export async function widenIncident(db: Db, id: string, symbols: readonly string[]) {
  await db
    .update(marketIncidents)
    .set({ symbols: [...symbols] })
    .where(eq(marketIncidents.id, id));
}

export async function endIncident(db: Db, id: string, endedAt: number) {
  await db
    .update(marketIncidents)
    .set({ endedAt: new Date(endedAt) })
    .where(and(eq(marketIncidents.id, id), isNull(marketIncidents.endedAt)));
}

/** Incidents that began since `since`, or are still open, newest first, at most `limit`. */
export async function recentIncidents(db: Db, since: number, limit: number): Promise<Incident[]> {
  const rows = await db
    .select()
    .from(marketIncidents)
    .where(or(gte(marketIncidents.startedAt, new Date(since)), isNull(marketIncidents.endedAt)))
    .orderBy(desc(marketIncidents.startedAt), desc(marketIncidents.id))
    .limit(limit);
  return rows.map(incidentOf);
}

/**
 * Incidents that may make a breach at `time` reviewable: begun by then, and open or ended at
 * most `windowMs` before it (the domain's `outageReview` decides).
 */
export async function incidentsAround(db: Db, time: number, windowMs: number) {
  const rows = await db
    .select()
    .from(marketIncidents)
    .where(
      and(
        lt(marketIncidents.startedAt, new Date(time + 1)),
        or(
          isNull(marketIncidents.endedAt),
          gte(marketIncidents.endedAt, new Date(time - windowMs)),
        ),
      ),
    )
    .orderBy(sql`${marketIncidents.startedAt} desc`);
  return rows.map(incidentOf);
}
