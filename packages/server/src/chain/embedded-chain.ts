import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DevChain } from "@proparena/chain/node/dev-chain";
import { fileChainStore } from "@proparena/chain/node/file-chain-store";
import { handleRpcBody } from "@proparena/chain/node/rpc";
import { devChainTransport } from "@proparena/chain/node/viem-transport";
import {
  DEFAULT_TERMS,
  deployPayouts,
  USD,
  type PayoutDeployment,
} from "@proparena/chain/payouts/deploy-payouts";
import { createPublicClient, createWalletClient, getAddress, parseEther, type Address } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { lockDataDir } from "../db/data-dir-lock";
import type { Clock } from "../lib/clock";
import { readOrCreateKey } from "./chain-keys";
import { operatorFunding } from "./operator-funding";
import type { PayoutChain } from "./payout-chain";
import { viemChain } from "@proparena/chain/node/viem-chain";

/** The embedded chain's id: its own, so a wallet does not mix it up with another local chain. */
export const EMBEDDED_CHAIN_ID = 733_301;
/** The operator's bond on the embedded chain, in test stablecoin. */
export const EMBEDDED_BOND = 10_000n * USD;

export interface EmbeddedChainOptions {
  /** DATA_DIR/chain: blocks, keys and the deployment. */
  dir: string;
  /** Block time. */
  clock: Clock;
  /** How wallets reach it: `${publicOrigin}/api/chain/rpc`. */
  publicOrigin: string;
  /** The guardian, when set (CHAIN_GUARDIAN_ADDRESS); else a key of its own in `dir`. */
  guardian?: Address;
  /** The dispute delay of the first deployment (default DEFAULT_TERMS: 24 h). */
  disputeDelaySeconds?: number;
}

interface StoredDeployment {
  distributor: Address;
  token: Address;
  guardian: Address;
  blockNumber: string;
}

/**
 * The chain that runs in the server's process when no chain is configured: opens the blocks
 * kept in `dir` (or starts them), and on the first start deploys the test stablecoin and the
 * distributor and deposits the operator's bond; the operator key stays in `dir` (0600).
 */
export async function openEmbeddedChain(opts: EmbeddedChainOptions): Promise<PayoutChain> {
  mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
  // One process appends to the blocks: instances sharing a DATA_DIR (with DATABASE_URL) too.
  const unlock = lockDataDir(opts.dir);
  try {
    const chain = await open(opts);
    return { ...chain, close: async () => unlock() };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function open(opts: EmbeddedChainOptions): Promise<PayoutChain> {
  const operatorAccount = privateKeyToAccount(readOrCreateKey(path.join(opts.dir, "operator.key")));
  const guardian =
    opts.guardian ??
    privateKeyToAccount(readOrCreateKey(path.join(opts.dir, "guardian.key"))).address;
  const node = await DevChain.open({
    chainId: EMBEDDED_CHAIN_ID,
    now: () => opts.clock.now().getTime(),
    store: fileChainStore(path.join(opts.dir, "blocks.ndjson")),
    genesis: [{ address: operatorAccount.address, balance: parseEther("1000") }],
  });
  const rpcUrl = `${opts.publicOrigin.replace(/\/+$/, "")}/api/chain/rpc`;
  const chain = viemChain(EMBEDDED_CHAIN_ID, "PropArena embedded chain", rpcUrl);
  const transport = devChainTransport(node);
  const client = createPublicClient({ chain, transport });
  const operator = createWalletClient({ chain, transport, account: operatorAccount });

  const deploymentFile = path.join(opts.dir, "deployment.json");
  let deployment: StoredDeployment;
  if (existsSync(deploymentFile)) {
    deployment = JSON.parse(readFileSync(deploymentFile, "utf8")) as StoredDeployment;
  } else {
    const deployed: PayoutDeployment = await deployPayouts({
      wallet: operator,
      client,
      guardian,
      bond: EMBEDDED_BOND,
      terms: {
        ...DEFAULT_TERMS,
        disputeDelaySeconds: opts.disputeDelaySeconds ?? DEFAULT_TERMS.disputeDelaySeconds,
      },
    });
    deployment = {
      distributor: deployed.distributor,
      token: deployed.token,
      guardian: deployed.guardian,
      blockNumber: String(deployed.blockNumber),
    };
    writeFileSync(deploymentFile, `${JSON.stringify(deployment, null, 2)}\n`, { mode: 0o600 });
  }
  const payoutContract = getAddress(deployment.distributor);
  const payoutToken = getAddress(deployment.token);
  return {
    info: {
      chainId: EMBEDDED_CHAIN_ID,
      embedded: true,
      rpcUrl,
      payoutContract,
      payoutToken,
      operator: operatorAccount.address,
      guardian: getAddress(deployment.guardian),
    },
    client: client as PayoutChain["client"],
    operator,
    rpc: (body) => handleRpcBody(node, body),
    // A block is mined for each transaction at once and never replaced.
    confirmations: 0,
    pollingInterval: 20,
    prepareFunding: operatorFunding({
      client: client as PayoutChain["client"],
      operator,
      token: payoutToken,
      distributor: payoutContract,
      mint: true,
      pollingInterval: 20,
    }),
    close: async () => undefined,
  };
}
