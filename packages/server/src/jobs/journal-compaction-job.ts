import { and, lt, lte, sql } from "drizzle-orm";
import { deskCheckpoint, deskJournal, deskSnapshot } from "../db/schema";
import type { JobDefinition } from "./job-runner";
import { dailyAt } from "./periods";

/**
 * How long the desk's journal keeps an entry once the trading tables hold it: the window in
 * which any account's history can be replayed from the journal (an audit of a disputed breach
 * is raised within days; the tables keep the records and their evidence for good).
 */
export const JOURNAL_RETENTION_DAYS = 90;

/** The entry the trading tables hold the journal through. */
const checkpointSeq = sql`coalesce((select ${deskCheckpoint.seq} from ${deskCheckpoint} where ${deskCheckpoint.id} = 1), 0)`;

/**
 * Daily: compacts the journal. Entries the tables hold (at or behind the checkpoint, which is the
 * state a restart starts from) and older than JOURNAL_RETENTION_DAYS are deleted, and so are the
 * desk snapshots at or behind the checkpoint; a restart never replays them. A restart replays at
 * most the entries after the newer of the checkpoint and the newest snapshot.
 */
export const journalCompactionJob: JobDefinition = {
  name: "journal-compaction",
  description: `Deletes trading-journal entries older than ${JOURNAL_RETENTION_DAYS} days that the trading tables already hold, and the desk snapshots they have passed.`,
  ...dailyAt(1, 15),
  async run(ctx, _period, finish) {
    const before = new Date(ctx.clock.now().getTime() - JOURNAL_RETENTION_DAYS * 86_400_000);
    await ctx.db.transaction(async (tx) => {
      const gone = await tx
        .delete(deskJournal)
        .where(and(lt(deskJournal.createdAt, before), lte(deskJournal.seq, checkpointSeq)))
        .returning({ seq: deskJournal.seq });
      // A snapshot the tables have reached is of no use to a restart (it starts from them).
      const snapshots = await tx
        .delete(deskSnapshot)
        .where(lte(deskSnapshot.seq, checkpointSeq))
        .returning({ seq: deskSnapshot.seq });
      await finish(tx, {
        deleted: gone.length,
        snapshotsDeleted: snapshots.length,
        before: before.toISOString(),
      });
    });
  },
};
