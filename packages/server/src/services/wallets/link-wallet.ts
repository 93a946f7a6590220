import type { LinkWalletBody, WalletResponse } from "@proparena/contracts/wallets";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { getAddress, type Hex } from "viem";
import { parseSiweMessage, verifySiweMessage } from "viem/siwe";
import { siweNonces, walletLinks } from "../../db/schema";
import { badRequest, conflict } from "../../lib/http-error";
import { writeAuditEntry } from "../audit/write-audit-entry";
import type { UserRow } from "../auth/public-user";
import { recordWalletSignal } from "../integrity/record-signal";
import type { ServiceContext } from "../service-context";
import { siweSite, walletChain } from "./wallet-chain";
import { walletView } from "./wallet-view";

/**
 * Links the wallet that signed the SIWE message (EIP-4361) as the trader's payout wallet: the
 * message must carry a nonce handed to this trader and unused, this site's domain and the payout
 * chain's id, and the signature must be the address's. It replaces the trader's linked wallet;
 * a wallet once linked by another trader is refused (the contract counts claims per wallet).
 */
export async function linkWallet(
  ctx: ServiceContext,
  user: UserRow,
  body: LinkWalletBody,
  ip: string,
): Promise<WalletResponse> {
  const chain = walletChain(ctx);
  const now = ctx.clock.now();
  const parsed = parseSiweMessage(body.message);
  const { domain } = siweSite(ctx);
  if (!parsed.address || !parsed.nonce) {
    throw badRequest("This is not a Sign-In with Ethereum message.");
  }
  if (parsed.domain !== domain) throw badRequest(`The message must be for ${domain}.`);
  if (parsed.chainId !== chain.info.chainId) {
    throw badRequest(`The message must name the payout chain (${chain.info.chainId}).`);
  }
  const verified = await verifySiweMessage(chain.client, {
    message: body.message,
    signature: body.signature as Hex,
    domain,
    nonce: parsed.nonce,
    time: now,
  }).catch(() => false);
  if (!verified) throw badRequest("The signature is not this wallet's, or the message expired.");
  const address = getAddress(parsed.address);
  const row = await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(siweNonces)
      .set({ usedAt: now })
      .where(
        and(
          eq(siweNonces.nonce, parsed.nonce!),
          eq(siweNonces.userId, user.id),
          isNull(siweNonces.usedAt),
          gt(siweNonces.expiresAt, now),
        ),
      )
      .returning();
    if (used.length === 0) throw badRequest("Ask for a new nonce: this one is used or expired.");
    const [other] = await tx
      .select({ id: walletLinks.id })
      .from(walletLinks)
      .where(and(eq(walletLinks.address, address), ne(walletLinks.userId, user.id)))
      .limit(1);
    if (other) throw conflict("This wallet is linked to another account.");
    const [before] = await tx
      .update(walletLinks)
      .set({ unlinkedAt: now })
      .where(and(eq(walletLinks.userId, user.id), isNull(walletLinks.unlinkedAt)))
      .returning();
    const [linked] = await tx
      .insert(walletLinks)
      .values({
        userId: user.id,
        address,
        chainId: chain.info.chainId,
        message: body.message,
        signature: body.signature,
        linkedAt: now,
      })
      .returning();
    await writeAuditEntry(tx, {
      actor: user,
      action: "wallet-link",
      details: { address, before: before?.address ?? null, chainId: chain.info.chainId, ip },
      at: now,
    });
    return linked!;
  });
  await recordWalletSignal(ctx, user.id, address);
  return { wallet: walletView(row) };
}
