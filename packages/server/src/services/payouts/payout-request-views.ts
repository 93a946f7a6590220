import type { PayoutRequest } from "@proparena/contracts/payout-requests";
import type { payoutRequests } from "../../db/schema";

// A payout request as the API shows it.

type RequestRow = typeof payoutRequests.$inferSelect;

export function payoutRequestView(row: RequestRow): PayoutRequest {
  return {
    id: row.id,
    amountCents: row.amountCents,
    method: row.method as PayoutRequest["method"],
    destination: row.destination,
    status: row.status as PayoutRequest["status"],
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
