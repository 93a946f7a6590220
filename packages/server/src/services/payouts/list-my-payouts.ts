import { desc, eq } from "drizzle-orm";
import { payoutCredits, payoutWeeks, users } from "../../db/schema";
import { creditColumns, creditView } from "./payout-week-views";
import type { ServiceContext } from "../service-context";

/** The signed-in trader's credits with their week's root, newest week first. */
export async function listMyPayouts({ db }: ServiceContext, userId: string) {
  const rows = await db
    .select({ ...creditColumns, root: payoutWeeks.merkleRoot })
    .from(payoutCredits)
    .innerJoin(payoutWeeks, eq(payoutWeeks.weekKey, payoutCredits.weekKey))
    .leftJoin(users, eq(users.id, payoutCredits.userId))
    .where(eq(payoutCredits.userId, userId))
    .orderBy(desc(payoutCredits.weekKey))
    .limit(200);
  return rows.map((r) => ({ ...creditView(r), merkleRoot: r.root ?? "" }));
}
