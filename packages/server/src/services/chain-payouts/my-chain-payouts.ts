import type { MyChainPayoutsResponse } from "@proparena/contracts/chain";
import { and, desc, eq, inArray } from "drizzle-orm";
import { chainEvents, chainLeaves, chainWeeks, walletLinks } from "../../db/schema";
import { runningWeekProjection } from "../payouts/current-week";
import { owedTo, reservedBy } from "../payouts/payout-owed";
import type { ServiceContext } from "../service-context";
import { linkedWallet } from "../wallets/wallet-view";
import { chainWeekView } from "./chain-week-views";
import { readyChain, toCents } from "./chain-units";

/**
 * The payouts page's chain part for one trader: the posted weeks (newest first) with their
 * transactions, deadline and funding, the trader's leaf and proof in each; what they are owed,
 * what no root holds yet, what the contract paid them, what the running week would pay them
 * now, and the claim their linked wallet can send.
 */
export async function myChainPayouts(
  ctx: ServiceContext,
  userId: string,
): Promise<MyChainPayoutsResponse> {
  const db = ctx.db;
  const chain = readyChain(ctx);
  const wallet = await linkedWallet(db, userId);
  const weeks = await db.select().from(chainWeeks).orderBy(desc(chainWeeks.weekKey)).limit(52);
  const leaves = await db.select().from(chainLeaves).where(eq(chainLeaves.userId, userId));
  const leafOf = (weekKey: string) => leaves.find((l) => l.weekKey === weekKey) ?? null;
  const addresses = (
    await db
      .select({ address: walletLinks.address })
      .from(walletLinks)
      .where(eq(walletLinks.userId, userId))
  ).map((r) => r.address);
  const paid = async (name: string) => {
    if (addresses.length === 0) return 0;
    const rows = await db
      .select({ amount: chainEvents.amount })
      .from(chainEvents)
      .where(and(eq(chainEvents.name, name), inArray(chainEvents.address, addresses)));
    return rows.reduce((t, r) => t + toCents(BigInt(r.amount ?? "0")), 0);
  };
  const owed = await owedTo(db, userId);
  const { projection } = await runningWeekProjection(ctx);
  const accruing = projection.credits
    .filter((c) => c.userId === userId)
    .reduce((t, c) => t + c.amount, 0);
  const newest = wallet
    ? leaves
        .filter((l) => l.address === wallet.address)
        .sort((a, b) => b.weekKey.localeCompare(a.weekKey))[0]
    : undefined;
  const newestWeek = newest ? weeks.find((w) => w.weekKey === newest.weekKey) : undefined;
  return {
    chain: chain?.info ?? null,
    wallet: wallet ? { address: wallet.address, linkedAt: wallet.linkedAt.toISOString() } : null,
    weeks: weeks.map((w) => chainWeekView(w, leafOf(w.weekKey))),
    owedCents: owed,
    awaitingRootCents: Math.max(0, owed - (await reservedBy(db, userId))),
    claimedCents: await paid("Claimed"),
    penaltiesCents: await paid("PenaltyPaid"),
    accruingCents: accruing,
    claim:
      newest && newestWeek && wallet
        ? {
            weekKey: newest.weekKey,
            chainWeek: newestWeek.chainWeek,
            address: wallet.address,
            cumulativeCents: newest.cumulativeCents,
            proof: newest.proof,
            claimableAt: newestWeek.claimableAt?.toISOString() ?? null,
            funded: newestWeek.fundedAt !== null,
          }
        : null,
  };
}
