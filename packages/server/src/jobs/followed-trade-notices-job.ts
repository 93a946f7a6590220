import { and, desc, eq } from "drizzle-orm";
import { jobRuns } from "../db/schema";
import { announceNotices } from "../services/notices/notify";
import { recordFollowedTradeNotices } from "../services/social/feed-notices";
import { openbookDelayMs } from "../services/openbook/public-books";
import type { JobDefinition } from "./job-runner";
import { everyMinutes } from "./periods";

const NAME = "followed-trade-notices";

/** Where the last done run stopped (its summary's `to`), if any. */
async function watermark(db: Parameters<JobDefinition["run"]>[0]["db"]): Promise<Date | null> {
  const [last] = await db
    .select({ summary: jobRuns.summary })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, NAME), eq(jobRuns.status, "done")))
    .orderBy(desc(jobRuns.periodKey))
    .limit(1);
  const to = (last?.summary as { to?: unknown } | null)?.to;
  return typeof to === "string" ? new Date(to) : null;
}

/**
 * Every minute: the trades of followed public books that passed the openbook delay since the
 * last run become notices to their followers (socket, and e-mail when the follow asks). The
 * run's summary keeps its upper bound, the next run's lower bound, in the transaction that
 * writes the notices, so a trade is told once across restarts and missed minutes; the first
 * run starts a minute back.
 */
export const followedTradeNoticesJob: JobDefinition = {
  name: NAME,
  description:
    "Tells followers of the trades of the traders they follow once past the openbook delay (in the app, and by e-mail when asked).",
  ...everyMinutes(1),
  async run(ctx, _period, finish) {
    const to = new Date(ctx.clock.now().getTime() - openbookDelayMs(ctx));
    const from = (await watermark(ctx.db)) ?? new Date(to.getTime() - 60_000);
    const upTo = from > to ? from : to;
    const recorded = await ctx.db.transaction(async (tx) => {
      const done = await recordFollowedTradeNotices(ctx, tx, from, upTo);
      await finish(tx, {
        from: from.toISOString(),
        to: upTo.toISOString(),
        notices: done.created.length,
      });
      return done;
    });
    announceNotices(ctx, recorded);
  },
};
