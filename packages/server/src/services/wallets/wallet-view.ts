import type { LinkedWallet } from "@proparena/contracts/wallets";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { walletLinks } from "../../db/schema";

export const walletView = (row: typeof walletLinks.$inferSelect): LinkedWallet => ({
  address: row.address,
  chainId: row.chainId,
  linkedAt: row.linkedAt.toISOString(),
});

/** The trader's linked wallet now, or undefined. */
export async function linkedWallet(db: Db | Tx, userId: string) {
  const [row] = await db
    .select()
    .from(walletLinks)
    .where(and(eq(walletLinks.userId, userId), isNull(walletLinks.unlinkedAt)));
  return row;
}
