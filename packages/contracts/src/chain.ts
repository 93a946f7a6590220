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

/** A wallet's leaf in a week's root: what the week added, the leaf's amount and its proof. */
export const chainLeafSchema = z.object({
  address,
  amountCents: z.number().int(),
  /** The leaf's cumulative amount in cents (token units = cents x 10,000). */
  cumulativeCents: z.number().int(),
  proof: z.array(z.string()),
});
export type ChainLeaf = z.infer<typeof chainLeafSchema>;

/** A settled week's root on the payout contract and what the chain did with it. */
export const chainWeekSchema = z.object({
  weekKey: z.string(),
  /** The week's number on the contract (its Monday as YYYYMMDD). */
  chainWeek: z.number().int(),
  root: z.string(),
  totalCents: z.number().int(),
  wallets: z.number().int(),
  closedAt: z.string(),
  postTx: z.string().nullable(),
  fundTx: z.string().nullable(),
  postedAt: z.string().nullable(),
  claimableAt: z.string().nullable(),
  /** When it must be funded by; past it unfunded, each wallet may take the late penalty. */
  deadline: z.string().nullable(),
  fundedAt: z.string().nullable(),
  fundedLate: z.boolean().nullable(),
  vetoedAt: z.string().nullable(),
  /** Why posting or funding last failed (retried), or null. */
  lastError: z.string().nullable(),
  /** The signed-in trader's leaf in it, if any. */
  mine: chainLeafSchema.nullable(),
});
export type ChainWeek = z.infer<typeof chainWeekSchema>;

/** The payouts page's chain part for a trader (GET /api/payouts/chain). */
export const myChainPayoutsResponseSchema = z.object({
  chain: chainInfoResponseSchema.nullable(),
  wallet: z.object({ address, linkedAt: z.string() }).nullable(),
  /** Newest first. */
  weeks: z.array(chainWeekSchema),
  /** What the business owes the trader now (ledger). */
  owedCents: z.number().int(),
  /** Of it, what no root holds yet (no wallet linked, or settled since). */
  awaitingRootCents: z.number().int(),
  /** What the contract paid the trader's wallets (indexed claims). */
  claimedCents: z.number().int(),
  /** Late penalties the contract paid the trader's wallets. */
  penaltiesCents: z.number().int(),
  /** The running week's payout as it accrues (funded accounts' profit so far x multiplier). */
  accruingCents: z.number().int(),
  /** The newest leaf of the linked wallet: what a claim sends. */
  claim: z
    .object({
      weekKey: z.string(),
      chainWeek: z.number().int(),
      address,
      cumulativeCents: z.number().int(),
      proof: z.array(z.string()),
      claimableAt: z.string().nullable(),
      funded: z.boolean(),
    })
    .nullable(),
});
export type MyChainPayoutsResponse = z.infer<typeof myChainPayoutsResponseSchema>;

/** POST /api/admin/payout-weeks/close: the week closed now and what it put on chain. */
export const closePayoutWeekResponseSchema = z.object({
  weekKey: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  credits: z.number().int(),
  paidCents: z.number().int(),
  /** The next week, running from `endsAt`. */
  nextWeekKey: z.string(),
  chainWeek: chainWeekSchema.omit({ mine: true }).nullable(),
});
export type ClosePayoutWeekResponse = z.infer<typeof closePayoutWeekResponseSchema>;
