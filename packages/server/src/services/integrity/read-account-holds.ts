import type { AccountHolds } from "@proparena/contracts/integrity";
import { eq } from "drizzle-orm";
import { accounts } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { holdingFlags } from "./integrity-holds";

/**
 * GET /api/integrity/holds: which of the trader's accounts a flag holds now (the next phase and
 * payouts, as GET /accounts/:id/integrity says per account): an account's own holding flags, and
 * a holding flag on the person holds every account. Detection runs first, as there.
 */
export async function readAccountHolds(ctx: ServiceContext, userId: string): Promise<AccountHolds> {
  await ctx.integrity.flush();
  const holding = await holdingFlags(ctx.db, userId);
  if (holding.length === 0) return { holds: [] };
  const ids = holding.some((f) => f.accountId === null)
    ? (
        await ctx.db
          .select({ id: accounts.id, createdAt: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId))
          .orderBy(accounts.createdAt, accounts.id)
      ).map((a) => a.id)
    : [...new Set(holding.flatMap((f) => (f.accountId ? [f.accountId] : [])))].sort();
  return { holds: ids.map((accountId) => ({ accountId, payouts: true, phasePass: true })) };
}
