import {
  transition,
  type PayoutRequestAction,
  type PayoutRequestStatus,
} from "@proparena/domain/ledger/payout-requests";
import { eq } from "drizzle-orm";
import { payoutRequestEvents, payoutRequests } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { bookEntries } from "../ledger/book-entries";
import { notify } from "../notices/notify";
import { payoutRequestNotice } from "../notices/payout-notices";
import { refuseWhileHeld } from "../integrity/payout-holds";
import type { ServiceContext } from "../service-context";
import { writeAuditEntry } from "../audit/write-audit-entry";
import { payoutRequestView } from "./payout-request-views";

/**
 * An admin moves a request on. `expectedStatus` is what the admin saw: when another admin acted
 * first the answer is 409 and nothing changes. Marking it paid books the transfer: the trader is
 * owed that much less and the cash has left.
 */
export async function decidePayoutRequest(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  action: PayoutRequestAction,
  input: { expectedStatus: PayoutRequestStatus; reason?: string; ip: string },
) {
  if (action === "reject" && !input.reason) throw badRequest("Say why the request is rejected.");
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = isUuid(id)
      ? await tx.select().from(payoutRequests).where(eq(payoutRequests.id, id)).for("update")
      : [];
    if (!current) throw notFound("Payout request not found");
    if (current.status !== input.expectedStatus) {
      throw conflict(
        `This request is ${current.status} now, not ${input.expectedStatus}: someone else acted on it first.`,
      );
    }
    const next = transition(current.status as PayoutRequestStatus, action);
    if (!next.ok) throw conflict(next.reason);
    // Paying waits while the trader's integrity flags hold (issue 29); rejecting does not.
    if (next.status !== "rejected") await refuseWhileHeld(tx, current.userId);
    const [updated] = await tx
      .update(payoutRequests)
      .set({
        status: next.status,
        updatedAt: now,
        ...(action === "reject" ? { reason: input.reason } : {}),
      })
      .where(eq(payoutRequests.id, id))
      .returning();
    await tx.insert(payoutRequestEvents).values({
      requestId: id,
      fromStatus: current.status,
      toStatus: next.status,
      actorId: admin.id,
      actorEmail: admin.email,
      reason: input.reason ?? null,
      at: now,
    });
    if (next.status === "paid") {
      await bookEntries(
        tx,
        [
          { account: `trader_payable:${current.userId}`, amount: current.amountCents },
          { account: "cash", amount: -current.amountCents },
        ],
        `payout-request:${id}`,
        now,
      );
    }
    await writeAuditEntry(tx, {
      actor: admin,
      action: `payout-request-${action}`,
      details: {
        requestId: id,
        before: current.status,
        after: next.status,
        amountCents: current.amountCents,
        reason: input.reason ?? null,
        ip: input.ip,
      },
    });
    return updated!;
  });
  // Money owed to the trader: always e-mailed, once per request and status.
  await notify(ctx, payoutRequestNotice(row));
  return payoutRequestView(row);
}
