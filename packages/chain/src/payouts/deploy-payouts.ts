import {
  getAddress,
  type Account,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from "viem";
import { payoutDistributorAbi, payoutDistributorBytecode } from "../artifacts/payout-distributor";
import { testStablecoinAbi, testStablecoinBytecode } from "../artifacts/test-stablecoin";

/** The distributor's terms, fixed at deployment. Amounts in token units (6 decimals). */
export interface PayoutTerms {
  /** Seconds a posted root waits, open to the guardian's veto, before it can be claimed. */
  disputeDelaySeconds: number;
  /** Seconds after a week closes by which the operator must fund it. */
  fundingWindowSeconds: number;
  /** What each wallet in a late week's root may take from the bond. */
  latePenalty: bigint;
  /** How long after a missed deadline its penalties can be claimed (then their reservation frees). */
  penaltyClaimSeconds: number;
}

const HOUR = 3600;
/** One unit of a 6-decimal stablecoin. */
export const USD = 1_000_000n;

export const DEFAULT_TERMS: PayoutTerms = {
  disputeDelaySeconds: 24 * HOUR,
  fundingWindowSeconds: 72 * HOUR,
  latePenalty: 25n * USD,
  penaltyClaimSeconds: 30 * 24 * HOUR,
};

export type Wallet = WalletClient<Transport, Chain, Account>;

export interface DeployPayoutsOptions {
  wallet: Wallet;
  client: PublicClient;
  guardian: Address;
  terms?: PayoutTerms;
  /** The stablecoin; when absent a test stablecoin is deployed, owned by the deployer. */
  token?: Address;
  /** Test stablecoin only: minted to the deployer and deposited as the operator's bond. */
  bond?: bigint;
  /** How often to ask for each receipt (ms): short in-process, longer on a public chain. */
  pollingInterval?: number;
}

export interface PayoutDeployment {
  distributor: Address;
  token: Address;
  /** True when the token is the test stablecoin deployed here. */
  testToken: boolean;
  operator: Address;
  guardian: Address;
  blockNumber: bigint;
}

/**
 * Deploys the payout contracts with the wallet's account as the operator: the test stablecoin
 * (unless a token is given, as on a real chain) and the distributor; with the test stablecoin,
 * mints and deposits the bond. Waits for each transaction and fails on any revert.
 */
export async function deployPayouts(opts: DeployPayoutsOptions): Promise<PayoutDeployment> {
  const { wallet, client } = opts;
  const terms = opts.terms ?? DEFAULT_TERMS;
  const operator = wallet.account.address;
  const mined = async (hash: `0x${string}`) => {
    const receipt = await client.waitForTransactionReceipt({
      hash,
      pollingInterval: opts.pollingInterval ?? 50,
    });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  let token = opts.token;
  if (!token) {
    const receipt = await mined(
      await wallet.deployContract({
        abi: testStablecoinAbi,
        bytecode: testStablecoinBytecode,
        args: [operator],
      }),
    );
    token = getAddress(receipt.contractAddress!);
  }
  const receipt = await mined(
    await wallet.deployContract({
      abi: payoutDistributorAbi,
      bytecode: payoutDistributorBytecode,
      args: [
        token,
        operator,
        opts.guardian,
        BigInt(terms.disputeDelaySeconds),
        BigInt(terms.fundingWindowSeconds),
        terms.latePenalty,
        BigInt(terms.penaltyClaimSeconds),
      ],
    }),
  );
  const distributor = getAddress(receipt.contractAddress!);
  let blockNumber = receipt.blockNumber;
  if (!opts.token && opts.bond) {
    const write = (functionName: "mint" | "approve", args: readonly [Address, bigint]) =>
      wallet.writeContract({ address: token, abi: testStablecoinAbi, functionName, args });
    await mined(await write("mint", [operator, opts.bond]));
    await mined(await write("approve", [distributor, opts.bond]));
    const funded = await mined(
      await wallet.writeContract({
        address: distributor,
        abi: payoutDistributorAbi,
        functionName: "depositBond",
        args: [opts.bond],
      }),
    );
    blockNumber = funded.blockNumber;
  }
  return {
    distributor,
    token,
    testToken: !opts.token,
    operator,
    guardian: opts.guardian,
    blockNumber,
  };
}
