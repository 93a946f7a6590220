// Ending copy subscriptions (the follower's stop, a limit, the source's or target's end), and
// closing the copies still open.
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { COPY_STOP_REASONS } from "@proparena/contracts/social";
import { copySubscriptions, copyTrades } from "../../db/schema";
import type { ServiceContext } from "../service-context";

export type CopyStopReason = (typeof COPY_STOP_REASONS)[number];

/** Stops the active subscriptions `where` selects; answers their ids and targets. */
export async function stopSubscriptions(
  ctx: ServiceContext,
  where: SQL,
  reason: CopyStopReason,
): Promise<{ id: string; targetAccountId: string }[]> {
  return ctx.db
    .update(copySubscriptions)
    .set({ status: "stopped", stopReason: reason, stoppedAt: ctx.clock.now() })
    .where(and(eq(copySubscriptions.status, "active"), where))
    .returning({ id: copySubscriptions.id, targetAccountId: copySubscriptions.targetAccountId });
}

/** Closes, at the current quotes, the copies of these subscriptions still open (the desk). */
export async function closeOpenCopies(
  ctx: ServiceContext,
  subscriptionIds: readonly string[],
): Promise<number> {
  if (subscriptionIds.length === 0) return 0;
  const open = await ctx.db
    .select({ accountId: copyTrades.accountId, positionId: copyTrades.copyPositionId })
    .from(copyTrades)
    .where(
      and(
        inArray(copyTrades.subscriptionId, [...subscriptionIds]),
        eq(copyTrades.status, "placed"),
        isNull(copyTrades.closedAt),
      ),
    );
  const copies = open.flatMap((c) => (c.positionId ? [{ ...c, positionId: c.positionId }] : []));
  return copies.length > 0 ? ctx.desk.closeCopies(copies) : 0;
}
