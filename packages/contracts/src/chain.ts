import { z } from "zod";

/**
 * The payout chain (issue 30): GET /api/chain tells which chain the payout contract lives on
 * and where; POST /api/chain/rpc is the embedded chain's JSON-RPC endpoint (a wallet such as
 * MetaMask adds it as a network).
 */

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x address");

export const chainInfoResponseSchema = z.object({
  chainId: z.number().int().positive(),
  /** True for the chain the server runs in its own process (no CHAIN_RPC_URL). */
  embedded: z.boolean(),
  /** Where a wallet sends JSON-RPC: the embedded chain's /api/chain/rpc, or the public URL set. */
  rpcUrl: z.string().nullable(),
  /** The PayoutDistributor contract. */
  payoutContract: address,
  /** The ERC-20 stablecoin payouts are made in. */
  payoutToken: address,
  /** The account that posts and funds the weekly roots. */
  operator: address,
  /** The account that may veto a root during its dispute delay; null when not configured. */
  guardian: address.nullable(),
});
export type ChainInfoResponse = z.infer<typeof chainInfoResponseSchema>;

const rpcId = z.union([z.string().max(100), z.number(), z.null()]);

const rpcRequestSchema = z.object({
  jsonrpc: z.literal("2.0").optional(),
  id: rpcId.optional(),
  method: z.string().min(1).max(64),
  params: z.array(z.unknown()).max(16).optional(),
});

/** One JSON-RPC request, or a batch of up to 50. */
export const chainRpcBodySchema = z.union([
  rpcRequestSchema,
  z.array(rpcRequestSchema).min(1).max(50),
]);

const rpcAnswerSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: rpcId,
  result: z.unknown().optional(),
  error: z
    .object({ code: z.number().int(), message: z.string(), data: z.string().optional() })
    .optional(),
});

/** JSON-RPC answers come with HTTP 200, errors included, as JSON-RPC over HTTP has it. */
export const chainRpcResponseSchema = z.union([rpcAnswerSchema, z.array(rpcAnswerSchema)]);
