import path from "node:path";
import type { Address, Hex } from "viem";
import type { Env } from "../config/env";
import type { Clock } from "../lib/clock";
import { PayoutChainSlot } from "./payout-chain";

/**
 * Starts the payout chain the configuration names (CHAIN_RPC_URL...) or the embedded one under
 * DATA_DIR/chain, without holding up the server: the slot fills when it is ready. The chain's
 * code (the EVM, viem) is loaded only here, so servers and tests that run none do not pay for it.
 * It starts once `after` resolves: a server starts it when trading is up, since loading it (and
 * the embedded chain's EVM) takes the one thread the desk's restore runs on.
 */
export function startPayoutChain(
  env: Env,
  deps: { clock: Clock; publicOrigin: string },
  after: Promise<void> = Promise.resolve(),
): PayoutChainSlot {
  const guardian = env.CHAIN_GUARDIAN_ADDRESS as Address | undefined;
  const open = () =>
    env.CHAIN_RPC_URL
      ? import("./configured-chain").then(({ openConfiguredChain }) =>
          openConfiguredChain({
            rpcUrl: env.CHAIN_RPC_URL!,
            chainId: env.CHAIN_ID!,
            publicRpcUrl: env.CHAIN_PUBLIC_RPC_URL,
            contract: env.PAYOUT_CONTRACT_ADDRESS as Address,
            token: env.PAYOUT_TOKEN_ADDRESS as Address,
            operatorKey: env.CHAIN_OPERATOR_KEY as Hex,
            guardian,
            confirmations: env.CHAIN_CONFIRMATIONS,
          }),
        )
      : import("./embedded-chain").then(({ openEmbeddedChain }) =>
          openEmbeddedChain({
            dir: path.resolve(env.DATA_DIR, "chain"),
            clock: deps.clock,
            publicOrigin: deps.publicOrigin,
            guardian,
            disputeDelaySeconds: env.CHAIN_DISPUTE_DELAY_SECONDS,
          }),
        );
  return new PayoutChainSlot(open, after);
}
