import { desc, eq } from "drizzle-orm";
import { payoutCredits, payoutWeeks, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { creditColumns, creditView, payoutWeekView } from "./payout-week-views";
import type { ServiceContext } from "../service-context";

/** One week with what it paid to whom (display names only) and each credit's proof. */
export async function getPayoutWeek({ db }: ServiceContext, weekKey: string) {
  const [week] = await db.select().from(payoutWeeks).where(eq(payoutWeeks.weekKey, weekKey));
  if (!week) throw notFound("No payout week settled with that date");
  const rows = await db
    .select(creditColumns)
    .from(payoutCredits)
    .leftJoin(users, eq(users.id, payoutCredits.userId))
    .where(eq(payoutCredits.weekKey, weekKey))
    .orderBy(desc(payoutCredits.amountCents), payoutCredits.id);
  return { week: payoutWeekView(week), credits: rows.map(creditView) };
}
