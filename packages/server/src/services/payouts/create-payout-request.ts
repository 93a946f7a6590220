import { requestRefusal } from "@proparena/domain/ledger/payout-requests";
import { eq } from "drizzle-orm";
import { payoutRequestEvents, payoutRequests, users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import { refuseWhileHeld } from "../integrity/payout-holds";
import type { ServiceContext } from "../service-context";
import { owedTo, reservedBy } from "./payout-owed";
import { payoutRequestView } from "./payout-request-views";

/** A trader asks for (part of) what they are owed; one at a time per trader (row lock). */
export async function createPayoutRequest(
  ctx: ServiceContext,
  user: UserRow,
  body: { amountCents: number; method: string; destination: string },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    await refuseWhileHeld(tx, user.id);
    const refusal = requestRefusal(
      body.amountCents,
      await owedTo(tx, user.id),
      await reservedBy(tx, user.id),
    );
    if (refusal) throw badRequest(refusal);
    const [row] = await tx
      .insert(payoutRequests)
      .values({ userId: user.id, ...body, status: "pending", createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(payoutRequestEvents).values({
      requestId: row!.id,
      fromStatus: null,
      toStatus: "pending",
      actorId: user.id,
      actorEmail: user.email,
      at: now,
    });
    return payoutRequestView(row!);
  });
}
