import { payoutTree } from "@proparena/chain/payouts/payout-tree";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Address } from "viem";
import type { Tx } from "../../db/database";
import { chainLeaves, chainWeeks, walletLinks } from "../../db/schema";
import { holdingFlags } from "../integrity/integrity-holds";
import { owedTo, reservedBy } from "../payouts/payout-owed";
import { chainWeekOf, toUnits } from "./chain-units";

/**
 * Inside the weekly settlement's transaction (after its bookings and the integrity holds): the
 * week's root for the payout contract. Each trader with a linked wallet and no holding flag gets
 * a leaf when they are owed more than what open payout requests and earlier roots already hold:
 * (wallet, everything the wallet was ever allocated). A trader without a wallet stays owed in
 * the ledger and goes into a later week's leaf once they link one. Answers the root, or null
 * when nobody gets a leaf this week.
 */
export async function allocateChainWeek(
  tx: Tx,
  weekKey: string,
  closedAt: Date,
): Promise<{ root: string; wallets: number } | null> {
  const links = await tx.select().from(walletLinks).where(isNull(walletLinks.unlinkedAt));
  const leaves: {
    userId: string;
    address: string;
    amountCents: number;
    cumulativeCents: number;
  }[] = [];
  for (const link of links) {
    if ((await holdingFlags(tx, link.userId)).length > 0) continue;
    const amount = (await owedTo(tx, link.userId)) - (await reservedBy(tx, link.userId));
    if (amount <= 0) continue;
    // What unvetoed roots gave the wallet before (a vetoed root's amounts are given again).
    const [before] = await tx
      .select({ sum: sql<string | null>`sum(${chainLeaves.amountCents})` })
      .from(chainLeaves)
      .innerJoin(chainWeeks, eq(chainWeeks.weekKey, chainLeaves.weekKey))
      .where(and(eq(chainLeaves.address, link.address), isNull(chainWeeks.vetoedAt)));
    leaves.push({
      userId: link.userId,
      address: link.address,
      amountCents: amount,
      cumulativeCents: Number(before?.sum ?? 0) + amount,
    });
  }
  if (leaves.length === 0) return null;
  const tree = payoutTree(
    leaves.map((l) => ({
      wallet: l.address as Address,
      cumulativeAmount: toUnits(l.cumulativeCents),
    })),
  );
  await tx.insert(chainWeeks).values({
    weekKey,
    chainWeek: chainWeekOf(weekKey),
    root: tree.root,
    totalCents: leaves.reduce((t, l) => t + l.amountCents, 0),
    wallets: leaves.length,
    closedAt,
  });
  await tx
    .insert(chainLeaves)
    .values(leaves.map((l) => ({ weekKey, ...l, proof: tree.proof(l.address as Address) })));
  return { root: tree.root, wallets: leaves.length };
}
