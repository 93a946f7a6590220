import { addWeeks, weekBounds, weekKeyOf } from "@proparena/domain/core/weeks";
import { min } from "drizzle-orm";
import { accounts } from "../db/schema";
import { settlePayoutWeek } from "../services/payouts/settle-week";
import type { JobDefinition } from "./job-runner";

/** How many missed weeks a start catches up on at most. */
const CATCH_UP_WEEKS = 8;

/** Monday 00:00 in the reset zone: the week that just ended is settled (DESIGN §6). */
export const weeklyPayoutJob: JobDefinition = {
  name: "weekly-payout",
  description:
    "Settles the week that ended: payouts by the payout multiplier, jackpots, Merkle root.",
  schedule: "0 0 * * 1",
  async duePeriods(ctx, now, timeZone) {
    // Weeks that ended since the first account opened (nothing to settle before that).
    const [first] = await ctx.db.select({ at: min(accounts.createdAt) }).from(accounts);
    if (!first?.at) return [];
    const firstAt = new Date(first.at).getTime();
    const weeks: string[] = [];
    for (let i = 1, key = addWeeks(weekKeyOf(now, timeZone), -1); i <= CATCH_UP_WEEKS; i++) {
      if (weekBounds(key, timeZone).end <= firstAt) break;
      weeks.unshift(key);
      key = addWeeks(key, -1);
    }
    return weeks;
  },
  run: (ctx, week, finish) => settlePayoutWeek(ctx, week, finish),
};
