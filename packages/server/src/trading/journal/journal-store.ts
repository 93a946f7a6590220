// The journal's tables (db/schema/desk-journal.ts): appending an entry, reading the tail, and
// the checkpoint up to which the trading tables are materialised.
import type { Quote } from "@proparena/domain/market/quotes";
import type { EngineCommand } from "@proparena/domain/engine/engine-commands";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { deskCheckpoint, deskJournal } from "../../db/schema";
import type { JournalEntry, JournalRows } from "./journal-entry";
import { newSalt } from "./desk-ids";

export interface Checkpoint {
  readonly term: number;
  /** Materialised through this entry. */
  readonly seq: number;
  /** The engine's clock and quotes after it (null before the first entry). */
  readonly engineTime: number | null;
  readonly quotes: readonly Quote[] | null;
  readonly stateHash: string;
  readonly salt: string;
}

/**
 * Takes the desk for a new leadership term: creates the checkpoint row on first use, raises
 * its term (a deposed leader's appends and materialisations are refused from now on) and
 * answers it. Run on the writer (the lock's session).
 */
export async function takeTerm(writer: Db): Promise<Checkpoint> {
  await writer.insert(deskCheckpoint).values({ id: 1, salt: newSalt() }).onConflictDoNothing();
  const [row] = await writer
    .update(deskCheckpoint)
    .set({ term: sql`${deskCheckpoint.term} + 1` })
    .where(eq(deskCheckpoint.id, 1))
    .returning();
  const r = row!;
  return {
    term: r.term,
    seq: r.seq,
    engineTime: r.engineTime,
    quotes: (r.quotes as Quote[] | null) ?? null,
    stateHash: r.stateHash,
    salt: r.salt,
  };
}

/** Entries a restore reads per statement (a page of the tail, not the whole of it at once). */
const TAIL_PAGE = 10_000;

/** The entries after `seq` (through `through`, and `limit` of them at most), in order. */
async function readEntries(
  db: Db,
  seq: number,
  through = Number.MAX_SAFE_INTEGER,
  limit?: number,
): Promise<JournalEntry[]> {
  const query = db
    .select()
    .from(deskJournal)
    .where(and(gt(deskJournal.seq, seq), lte(deskJournal.seq, through)))
    .orderBy(asc(deskJournal.seq));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => ({
    seq: r.seq,
    term: r.term,
    commands: r.commands as EngineCommand[],
    rows: (r.rows as JournalRows | null) ?? null,
    stateHash: r.stateHash,
  }));
}

/** The entries after `seq`, in order (the tail a restart replays). */
export function readTail(db: Db, seq: number): Promise<JournalEntry[]> {
  return readEntries(db, seq);
}

/**
 * The entries after `seq` through `through`, in order, a page at a time; the next page is
 * being read while the caller works on one.
 */
export async function* readTailPages(
  db: Db,
  seq: number,
  through = Number.MAX_SAFE_INTEGER,
  pageSize = TAIL_PAGE,
): AsyncGenerator<JournalEntry[]> {
  let next = readEntries(db, seq, through, pageSize);
  for (;;) {
    const page = await next;
    if (page.length === 0) return;
    next =
      page.length < pageSize
        ? Promise.resolve([])
        : readEntries(db, page.at(-1)!.seq, through, pageSize);
    // A caller that stops early leaves the read ahead unawaited: its failure is nobody's.
    next.catch(() => undefined);
    yield page;
  }
}

/**
 * Appends an entry, if the term is still the checkpoint's (else nothing is written and this
 * throws: another leader has taken the desk). One statement, one commit.
 */
/** An append refused: another leader has raised the term since this desk took it. */
export class TermTaken extends Error {}

export async function appendEntry(writer: Db, entry: JournalEntry): Promise<void> {
  const result = await writer.execute(sql`insert into ${deskJournal}
    (seq, term, commands, rows, state_hash)
    select ${entry.seq}, ${entry.term}, ${JSON.stringify(entry.commands)}::json,
      ${entry.rows ? JSON.stringify(entry.rows) : null}::json, ${entry.stateHash}
    where (select term from ${deskCheckpoint} where id = 1) = ${entry.term}
    returning seq`);
  if ((result as unknown as { rows: unknown[] }).rows.length !== 1) {
    throw new TermTaken(
      `journal entry ${entry.seq} refused: term ${entry.term} is no longer current`,
    );
  }
}

/** What a materialisation moves the checkpoint to. */
export interface CheckpointMove {
  readonly term: number;
  readonly seq: number;
  readonly engineTime: number;
  readonly quotes: readonly Quote[];
  readonly stateHash: string;
}

/** The checkpoint's update, as a statement that updates one row or none (a stale term). */
export function moveCheckpoint(move: CheckpointMove) {
  return sql`update ${deskCheckpoint} set seq = ${move.seq}, engine_time = ${move.engineTime},
    quotes = ${JSON.stringify(move.quotes)}::json,
    state_hash = ${move.stateHash}, materialised_at = now()
    where id = 1 and term = ${move.term} and seq < ${move.seq} returning seq`;
}

/** The newest entry's seq and the checkpoint's (a follower's read barrier, health). */
export async function journalPosition(db: Db): Promise<{ head: number; materialised: number }> {
  const result = await db.execute(sql`select
    coalesce((select max(seq) from ${deskJournal}), 0)::bigint as head,
    coalesce((select seq from ${deskCheckpoint} where id = 1), 0)::bigint as materialised`);
  const row = (
    result as unknown as { rows: { head: string | number; materialised: string | number }[] }
  ).rows[0]!;
  return { head: Number(row.head), materialised: Number(row.materialised) };
}
