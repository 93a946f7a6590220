import { z } from "zod";

/**
 * A trader's payout wallet (issue 30), linked by Sign-In with Ethereum (EIP-4361): the server
 * hands out a nonce and the message's fields, the wallet signs the message, the server checks
 * the signature. One wallet per trader at a time. Claims: in the browser through the wallet, or
 * relayed by the platform to the linked wallet.
 */

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x address");
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, "must be 0x hex");

/** What the browser needs to build the SIWE message (viem's createSiweMessage). */
export const siweNonceResponseSchema = z.object({
  nonce: z.string(),
  domain: z.string(),
  uri: z.string(),
  chainId: z.number().int().positive(),
  statement: z.string(),
  issuedAt: z.string(),
  expirationTime: z.string(),
});
export type SiweNonceResponse = z.infer<typeof siweNonceResponseSchema>;

export const linkWalletBodySchema = z.object({
  message: z.string().min(1).max(2_000),
  signature: hex.max(1_000),
});
export type LinkWalletBody = z.infer<typeof linkWalletBodySchema>;

export const linkedWalletSchema = z.object({
  address,
  chainId: z.number().int().positive(),
  linkedAt: z.string(),
});
export type LinkedWallet = z.infer<typeof linkedWalletSchema>;

export const walletResponseSchema = z.object({ wallet: linkedWalletSchema.nullable() });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/** A claim the platform sent for the trader (the money goes to the linked wallet). */
export const relayClaimResponseSchema = z.object({
  txHash: hex,
  weekKey: z.string(),
  address,
  /** What the claim paid, in cents. */
  amountCents: z.number().int(),
});
export type RelayClaimResponse = z.infer<typeof relayClaimResponseSchema>;
