import { randomUUID } from "node:crypto";
import { isBalanced, type LedgerLine } from "@proparena/domain/ledger/ledger";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { ledgerEntries } from "../../db/schema";

/**
 * Books one ledger transaction inside the caller's database transaction, so the money moves
 * together with the change that caused it. Refuses lines that do not sum to zero.
 */
export async function bookEntries(
  tx: Tx,
  lines: readonly LedgerLine[],
  ref: string,
  time: Date,
): Promise<string | null> {
  if (!isBalanced(lines)) {
    throw new Error(`unbalanced ledger transaction for ${ref}: ${JSON.stringify(lines)}`);
  }
  if (lines.length === 0) return null;
  const txnId = randomUUID();
  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      txnId,
      account: line.account,
      amountCents: line.amount,
      ref,
      createdAt: time,
    })),
  );
  return txnId;
}

/** The lines booked under a reference (e.g. what a purchase booked, to reverse it exactly). */
export async function linesOf(db: Db | Tx, ref: string): Promise<LedgerLine[]> {
  const rows = await db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.ref, ref));
  return rows.map((r) => ({ account: r.account as LedgerLine["account"], amount: r.amount }));
}

/** Every ledger account's sum (cash positive, pools negative), and the grand total. */
export async function ledgerSums(
  db: Db,
): Promise<{ byAccount: Map<string, number>; total: number }> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      sum: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  const byAccount = new Map(rows.map((r) => [r.account, Number(r.sum)]));
  let total = 0;
  for (const sum of byAccount.values()) total += sum;
  return { byAccount, total };
}
