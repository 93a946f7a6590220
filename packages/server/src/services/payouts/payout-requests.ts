import type { PayoutRequest } from "@proparena/contracts/payout-requests";
import {
  requestRefusal,
  transition,
  type PayoutRequestAction,
  type PayoutRequestStatus,
} from "@proparena/domain/ledger/payout-requests";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import {
  auditLog,
  ledgerEntries,
  payoutRequestEvents,
  payoutRequests,
  users,
} from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { bookEntries } from "../ledger/book-entries";
import { notify } from "../notices/notify";
import { payoutRequestNotice } from "../notices/payout-notices";
import type { ServiceContext } from "../service-context";

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

/** What the business owes the trader (the payouts and jackpots credited, less what was paid). */
export async function owedTo(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, `trader_payable:${userId}`));
  return -Number(row?.sum ?? 0) || 0;
}

async function reservedBy(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${payoutRequests.amountCents})` })
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.userId, userId),
        inArray(payoutRequests.status, ["pending", "approved"]),
      ),
    );
  return Number(row?.sum ?? 0);
}

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

/** A trader asks for (part of) what they are owed; one at a time per trader (row lock). */
export async function createPayoutRequest(
  ctx: ServiceContext,
  user: UserRow,
  body: { amountCents: number; method: string; destination: string },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
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

export async function listPayoutRequests(db: Db, status?: PayoutRequestStatus) {
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
    await tx.insert(auditLog).values({
      actorId: admin.id,
      actorEmail: admin.email,
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
