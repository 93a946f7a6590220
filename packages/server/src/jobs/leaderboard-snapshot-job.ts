import { snapshotLeaderboards } from "../services/public/snapshot-leaderboards";
import type { JobDefinition } from "./job-runner";
import { dailyAt } from "./periods";

/** 00:00 in the reset zone, after the day rolls: each live board's ranking is kept for the day. */
export const leaderboardSnapshotJob: JobDefinition = {
  name: "leaderboard-snapshot",
  description: "Keeps each live leaderboard's ranking at the start of the day, to show movement.",
  ...dailyAt(0, 1),
  async run(ctx, day, finish) {
    await ctx.db.transaction(async (tx) => {
      const rows = await snapshotLeaderboards(tx, ctx.clock, day, ctx.settings.resetTimeZone);
      await finish(tx, { day, rows });
    });
  },
};
