import type { PayoutWeek } from "@proparena/contracts/payouts";
import { desc } from "drizzle-orm";
import { payoutWeeks } from "../../db/schema";
import { payoutWeekView } from "./payout-week-views";
import type { ServiceContext } from "../service-context";

/** Settled weeks, newest first (the public payouts page). */
export async function listPayoutWeeks({ db }: ServiceContext, limit = 52): Promise<PayoutWeek[]> {
  const rows = await db.select().from(payoutWeeks).orderBy(desc(payoutWeeks.weekKey)).limit(limit);
  return rows.map(payoutWeekView);
}
