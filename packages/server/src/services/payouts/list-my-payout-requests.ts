import { desc, eq } from "drizzle-orm";
import { payoutRequests } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { owedTo, reservedBy } from "./payout-owed";
import { payoutRequestView } from "./payout-request-views";

export async function myPayoutRequests(ctx: ServiceContext, userId: string) {
  const [owed, reserved, rows] = await Promise.all([
    owedTo(ctx.db, userId),
    reservedBy(ctx.db, userId),
    ctx.db
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.userId, userId))
      .orderBy(desc(payoutRequests.createdAt))
      .limit(100),
  ]);
  return {
    owedCents: owed,
    availableCents: Math.max(0, owed - reserved),
    requests: rows.map(payoutRequestView),
  };
}
