import type { WalletResponse } from "@proparena/contracts/wallets";
import { and, eq, isNull } from "drizzle-orm";
import { walletLinks } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { writeAuditEntry } from "../audit/write-audit-entry";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";

/**
 * Unlinks the trader's payout wallet: later weeks give them no leaf until they link one (what
 * they are owed stays in the ledger). What earlier roots gave the wallet stays claimable by it.
 */
export async function unlinkWallet(
  ctx: ServiceContext,
  user: UserRow,
  ip: string,
): Promise<WalletResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(walletLinks)
      .set({ unlinkedAt: now })
      .where(and(eq(walletLinks.userId, user.id), isNull(walletLinks.unlinkedAt)))
      .returning();
    if (!row) throw notFound("No wallet is linked.");
    await writeAuditEntry(tx, {
      actor: user,
      action: "wallet-unlink",
      details: { address: row.address, ip },
      at: now,
    });
  });
  return { wallet: null };
}
