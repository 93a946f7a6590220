import { type PayoutRequestStatus } from "@proparena/domain/ledger/payout-requests";
import { desc, eq } from "drizzle-orm";
import { payoutRequests, users } from "../../db/schema";
import { payoutRequestView } from "./payout-request-views";
import type { ServiceContext } from "../service-context";

export async function listPayoutRequests({ db }: ServiceContext, status?: PayoutRequestStatus) {
  const rows = await db
    .select({ request: payoutRequests, email: users.email, name: users.name })
    .from(payoutRequests)
    .innerJoin(users, eq(users.id, payoutRequests.userId))
    .where(status ? eq(payoutRequests.status, status) : undefined)
    .orderBy(desc(payoutRequests.createdAt))
    .limit(200);
  return rows.map((r) => ({
    ...payoutRequestView(r.request),
    userId: r.request.userId,
    userEmail: r.email,
    userName: r.name,
  }));
}
