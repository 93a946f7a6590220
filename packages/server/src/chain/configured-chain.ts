import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type Address,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { operatorFunding } from "./operator-funding";
import type { PayoutChain } from "./payout-chain";

/** Confirmations on a configured chain unless CHAIN_CONFIRMATIONS says otherwise. */
export const DEFAULT_CONFIRMATIONS = 3;
import { viemChain } from "@proparena/chain/node/viem-chain";

export interface ConfiguredChainOptions {
  rpcUrl: string;
  chainId: number;
  /** What GET /api/chain tells wallets (the RPC URL may hold a key: it is never shown). */
  publicRpcUrl?: string;
  contract: Address;
  token: Address;
  operatorKey: Hex;
  guardian?: Address;
  /** Blocks on top of an event's before the indexer books it (CHAIN_CONFIRMATIONS). */
  confirmations?: number;
}

/**
 * A chain set by configuration (CHAIN_RPC_URL...): the same viem clients as the embedded
 * chain, over HTTP. Checks that the RPC is the chain named and that the contract is deployed.
 */
export async function openConfiguredChain(opts: ConfiguredChainOptions): Promise<PayoutChain> {
  const chain = viemChain(opts.chainId, `chain ${opts.chainId}`, opts.rpcUrl);
  const transport = http(opts.rpcUrl);
  const client = createPublicClient({ chain, transport });
  const account = privateKeyToAccount(opts.operatorKey);
  const answered = await client.getChainId();
  if (answered !== opts.chainId) {
    throw new Error(`CHAIN_RPC_URL is chain ${answered}, CHAIN_ID says ${opts.chainId}`);
  }
  const code = await client.getCode({ address: opts.contract });
  if (!code || code === "0x") {
    throw new Error(`no contract at PAYOUT_CONTRACT_ADDRESS ${opts.contract} on chain ${answered}`);
  }
  const operator = createWalletClient({ chain, transport, account });
  const pollingInterval = 4_000;
  return {
    info: {
      chainId: opts.chainId,
      embedded: false,
      rpcUrl: opts.publicRpcUrl ?? null,
      payoutContract: getAddress(opts.contract),
      payoutToken: getAddress(opts.token),
      operator: account.address,
      guardian: opts.guardian ? getAddress(opts.guardian) : null,
    },
    client: client as PayoutChain["client"],
    operator,
    rpc: null,
    confirmations: opts.confirmations ?? DEFAULT_CONFIRMATIONS,
    pollingInterval,
    prepareFunding: operatorFunding({
      client: client as PayoutChain["client"],
      operator,
      token: getAddress(opts.token),
      distributor: getAddress(opts.contract),
      mint: false,
      pollingInterval,
    }),
    close: async () => undefined,
  };
}
