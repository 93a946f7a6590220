import { lt } from "drizzle-orm";
import { integritySignals } from "../db/schema";
import type { JobDefinition } from "./job-runner";
import { dailyAt } from "./periods";

/**
 * How long a linking signal is kept after it was last seen (docs/SECURITY.md): long enough to
 * link a second identity opened within a few months of the first, no longer.
 */
export const SIGNAL_RETENTION_DAYS = 180;

/** Daily: linking signals not seen for SIGNAL_RETENTION_DAYS are deleted. */
export const integritySignalRetentionJob: JobDefinition = {
  name: "integrity-signal-retention",
  description: `Deletes integrity linking signals (hashed devices, sign-in addresses, cards, wallets) not seen for ${SIGNAL_RETENTION_DAYS} days.`,
  ...dailyAt(0, 30),
  async run(ctx, _period, finish) {
    const before = new Date(ctx.clock.now().getTime() - SIGNAL_RETENTION_DAYS * 86_400_000);
    await ctx.db.transaction(async (tx) => {
      const gone = await tx
        .delete(integritySignals)
        .where(lt(integritySignals.lastSeenAt, before))
        .returning({ seq: integritySignals.seq });
      await finish(tx, { deleted: gone.length, before: before.toISOString() });
    });
  },
};
