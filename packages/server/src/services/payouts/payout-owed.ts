import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { ledgerEntries, payoutRequests } from "../../db/schema";

// What a trader is owed and what open payout requests already hold of it.

/** What the business owes the trader (the payouts and jackpots credited, less what was paid). */
export async function owedTo(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, `trader_payable:${userId}`));
  return -Number(row?.sum ?? 0) || 0;
}

export async function reservedBy(db: Db | Tx, userId: string): Promise<number> {
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
