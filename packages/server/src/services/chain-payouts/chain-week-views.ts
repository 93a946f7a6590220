import type { ChainLeaf, ChainWeek } from "@proparena/contracts/chain";
import type { chainLeaves, chainWeeks } from "../../db/schema";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A chain week row as the wire has it, with the trader's leaf when given. */
export function chainWeekView(
  row: typeof chainWeeks.$inferSelect,
  mine: typeof chainLeaves.$inferSelect | null = null,
): ChainWeek {
  return {
    weekKey: row.weekKey,
    chainWeek: row.chainWeek,
    root: row.root,
    totalCents: row.totalCents,
    wallets: row.wallets,
    closedAt: row.closedAt.toISOString(),
    postTx: row.postTx,
    fundTx: row.fundTx,
    postedAt: iso(row.postedAt),
    claimableAt: iso(row.claimableAt),
    deadline: iso(row.deadline),
    fundedAt: iso(row.fundedAt),
    fundedLate: row.fundedLate,
    vetoedAt: iso(row.vetoedAt),
    lastError: row.lastError,
    mine: mine ? leafView(mine) : null,
  };
}

export const leafView = (leaf: typeof chainLeaves.$inferSelect): ChainLeaf => ({
  address: leaf.address,
  amountCents: leaf.amountCents,
  cumulativeCents: leaf.cumulativeCents,
  proof: leaf.proof,
});
