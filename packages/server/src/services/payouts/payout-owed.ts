import { and, eq, inArray, isNull, like, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { chainLeaves, chainWeeks, ledgerEntries, payoutRequests } from "../../db/schema";

// What a trader is owed and what open payout requests already hold of it.

/** What the business owes the trader (the payouts and jackpots credited, less what was paid). */
export async function owedTo(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, `trader_payable:${userId}`));
  return -Number(row?.sum ?? 0) || 0;
}

/**
 * What open payout requests hold of it, and what the payout contract's roots hold (allocated to
 * the trader's wallets and not yet claimed): neither can be asked for again.
 */
export async function reservedBy(db: Db | Tx, userId: string): Promise<number> {
  return (await requestedBy(db, userId)) + (await onChainUnclaimed(db, userId));
}

/** What the trader's leaves in posted roots added, less what the contract paid them (claims). */
export async function onChainUnclaimed(db: Db | Tx, userId: string): Promise<number> {
  // A vetoed root holds nothing: its amounts go into the next root.
  const [allocated] = await db
    .select({ sum: sql<string | null>`sum(${chainLeaves.amountCents})` })
    .from(chainLeaves)
    .innerJoin(chainWeeks, eq(chainWeeks.weekKey, chainLeaves.weekKey))
    .where(and(eq(chainLeaves.userId, userId), isNull(chainWeeks.vetoedAt)));
  const [paid] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, `trader_payable:${userId}`),
        like(ledgerEntries.ref, "chain:%"),
      ),
    );
  return Number(allocated?.sum ?? 0) - Number(paid?.sum ?? 0);
}

async function requestedBy(db: Db | Tx, userId: string): Promise<number> {
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
