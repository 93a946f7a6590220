import { addWeeks, weekBounds, weekKeyOf } from "@proparena/domain/core/weeks";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { payoutWeeks } from "../../db/schema";

// A payout week's bounds: its calendar week, except that an admin may close the running week
// early (POST /api/admin/payout-weeks/close): it then ends at that moment, and the next week
// starts there.

export interface PayoutWeekBounds {
  weekKey: string;
  start: Date;
  end: Date;
}

/** When the week before `weekKey` was settled early, the week starts where that one ended. */
export async function payoutWeekBounds(
  db: Db | Tx,
  weekKey: string,
  timeZone: string,
  closeAt?: Date,
): Promise<PayoutWeekBounds> {
  const calendar = weekBounds(weekKey, timeZone);
  const [before] = await db
    .select({ endsAt: payoutWeeks.endsAt })
    .from(payoutWeeks)
    .where(eq(payoutWeeks.weekKey, addWeeks(weekKey, -1)));
  // The week before ends at its calendar end, or earlier when it was closed early.
  const start = before?.endsAt.getTime() ?? calendar.start;
  return { weekKey, start: new Date(start), end: closeAt ?? new Date(calendar.end) };
}

/** The week running at `now`: the calendar week, or the next one when it was closed early. */
export async function runningPayoutWeek(
  db: Db | Tx,
  now: Date,
  timeZone: string,
): Promise<PayoutWeekBounds> {
  let weekKey = weekKeyOf(now.getTime(), timeZone);
  for (;;) {
    const [settled] = await db
      .select({ weekKey: payoutWeeks.weekKey })
      .from(payoutWeeks)
      .where(eq(payoutWeeks.weekKey, weekKey));
    if (!settled) return payoutWeekBounds(db, weekKey, timeZone);
    weekKey = addWeeks(weekKey, 1);
  }
}
