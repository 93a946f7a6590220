import type { SiweNonceResponse } from "@proparena/contracts/wallets";
import { and, eq, isNotNull, lte, or } from "drizzle-orm";
import { generateSiweNonce } from "viem/siwe";
import { siweNonces } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { siweSite, walletChain } from "./wallet-chain";

/** How long a handed-out nonce may be signed. */
export const SIWE_NONCE_TTL_MS = 10 * 60_000;
export const SIWE_STATEMENT = "Link this wallet to receive my payouts.";

/** A fresh nonce for the trader and the message's other fields (EIP-4361). */
export async function siweNonce(ctx: ServiceContext, user: UserRow): Promise<SiweNonceResponse> {
  const chain = walletChain(ctx);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SIWE_NONCE_TTL_MS);
  const nonce = generateSiweNonce();
  // A trader's nonces that can no longer be used go as a new one is handed out.
  await ctx.db
    .delete(siweNonces)
    .where(
      and(
        eq(siweNonces.userId, user.id),
        or(isNotNull(siweNonces.usedAt), lte(siweNonces.expiresAt, now)),
      ),
    );
  await ctx.db.insert(siweNonces).values({ nonce, userId: user.id, expiresAt });
  return {
    nonce,
    ...siweSite(ctx),
    chainId: chain.info.chainId,
    statement: SIWE_STATEMENT,
    issuedAt: now.toISOString(),
    expirationTime: expiresAt.toISOString(),
  };
}
