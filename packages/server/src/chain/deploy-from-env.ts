import { deployPayouts, type PayoutDeployment } from "@proparena/chain/payouts/deploy-payouts";
import { createPublicClient, createWalletClient, http, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { envSchema } from "../config/env";
import { EMBEDDED_CHAIN_ID } from "./embedded-chain";
import { viemChain } from "@proparena/chain/node/viem-chain";

/** What `npm run chain:deploy` reads: the chain, the operator's key, the guardian, a token. */
const deployEnvSchema = envSchema.pick({
  CHAIN_RPC_URL: true,
  CHAIN_ID: true,
  CHAIN_OPERATOR_KEY: true,
  CHAIN_GUARDIAN_ADDRESS: true,
  PAYOUT_TOKEN_ADDRESS: true,
});

export interface DeployConfig {
  rpcUrl: string;
  chainId: number;
  operatorKey: Hex;
  guardian: Address;
  /** Unset: a test stablecoin is deployed, and the bond minted and deposited. */
  token?: Address;
}

/** Reads the deploy command's variables; on failure one message lists what is missing or bad. */
export function parseDeployEnv(
  source: Record<string, string | undefined>,
): { ok: true; config: DeployConfig } | { ok: false; message: string } {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = deployEnvSchema.safeParse(cleaned);
  const problems = result.success
    ? []
    : result.error.issues.map((i) => `  - ${String(i.path[0])}: ${i.message}`);
  const env = result.success ? result.data : undefined;
  for (const name of [
    "CHAIN_RPC_URL",
    "CHAIN_ID",
    "CHAIN_OPERATOR_KEY",
    "CHAIN_GUARDIAN_ADDRESS",
  ] as const) {
    if (env && env[name] === undefined) problems.push(`  - ${name}: the deploy needs it`);
  }
  if (!env || problems.length > 0) {
    return { ok: false, message: `Cannot deploy, fix these variables:\n${problems.join("\n")}` };
  }
  return {
    ok: true,
    config: {
      rpcUrl: env.CHAIN_RPC_URL!,
      chainId: env.CHAIN_ID!,
      operatorKey: env.CHAIN_OPERATOR_KEY as Hex,
      guardian: env.CHAIN_GUARDIAN_ADDRESS as Address,
      token: env.PAYOUT_TOKEN_ADDRESS as Address | undefined,
    },
  };
}

/** The test stablecoin bond a deploy without PAYOUT_TOKEN_ADDRESS deposits: 10,000 tUSD. */
const TEST_TOKEN_BOND = 10_000_000_000n;

/**
 * Deploys the payout contracts to the configured chain through viem over HTTP, the operator's
 * key signing; refuses an RPC that is another chain than CHAIN_ID.
 */
export async function deployToChain(config: DeployConfig): Promise<PayoutDeployment> {
  const chain = viemChain(config.chainId, `chain ${config.chainId}`, config.rpcUrl);
  const transport = http(config.rpcUrl);
  const client = createPublicClient({ chain, transport });
  const answered = await client.getChainId();
  if (answered !== config.chainId) {
    throw new Error(`CHAIN_RPC_URL is chain ${answered}, CHAIN_ID says ${config.chainId}`);
  }
  const wallet = createWalletClient({
    chain,
    transport,
    account: privateKeyToAccount(config.operatorKey),
  });
  return deployPayouts({
    wallet,
    client,
    guardian: config.guardian,
    token: config.token,
    bond: config.token ? undefined : TEST_TOKEN_BOND,
    // The embedded chain mines at once; a public chain takes seconds a block.
    pollingInterval: config.chainId === EMBEDDED_CHAIN_ID ? 50 : 2_000,
  });
}
