import type { JobDefinition } from "./job-runner";
import { dailyAt } from "./periods";

/**
 * 00:00 in the reset zone: every active account's day rolls (the daily loss floor moves to the
 * closed balance, the end-of-day snapshot is stored). The desk also rolls the day on the first
 * tick after midnight and once a minute; this run makes the reset visible and on time even
 * when the market is quiet.
 */
export const dailyResetJob: JobDefinition = {
  name: "daily-reset",
  description: "Rolls every active account's trading day at 00:00 (daily loss floor, snapshots).",
  ...dailyAt(0, 0),
  async run(ctx, day, finish) {
    await ctx.desk.advanceTime();
    await ctx.db.transaction((tx) => finish(tx, { day, accounts: ctx.desk.stats.activeAccounts }));
  },
};
