import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  parseEther,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionReturnType,
  type Hex,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { payoutDistributorAbi } from "../artifacts/payout-distributor";
import { testStablecoinAbi } from "../artifacts/test-stablecoin";
import { memoryChainStore } from "../node/chain-store";
import { DevChain } from "../node/dev-chain";
import { viemChain } from "../node/viem-chain";
import { devChainTransport } from "../node/viem-transport";
import { testKey } from "./test-key";
import { deployPayouts, USD, type PayoutTerms, type Wallet } from "../payouts/deploy-payouts";

export const TEST_CHAIN_ID = 31337;
export const HOUR = 3600;
/**
 * Terms that are easy to read in tests: 1 h dispute, 72 h funding window, $25 penalty claimable
 * for 24 h after the deadline.
 */
export const TEST_TERMS: PayoutTerms = {
  disputeDelaySeconds: HOUR,
  fundingWindowSeconds: 72 * HOUR,
  latePenalty: 25n * USD,
  penaltyClaimSeconds: 24 * HOUR,
};
export const TEST_BOND = 1_000n * USD;

/**
 * The payout contracts on a fresh in-process chain, through viem: the operator deploys the test
 * stablecoin and the distributor and deposits the bond. Block time is the fixture's clock,
 * which only moves when told to (`advance`).
 */
export async function payoutFixture(terms: PayoutTerms = TEST_TERMS) {
  let nowMs = Date.parse("2026-01-12T00:00:00Z");
  const names = ["operator", "guardian", "alice", "bob", "carol", "stranger"] as const;
  const accounts = Object.fromEntries(
    names.map((n) => [n, privateKeyToAccount(testKey(n))]),
  ) as Record<(typeof names)[number], ReturnType<typeof privateKeyToAccount>>;
  const node = await DevChain.open({
    chainId: TEST_CHAIN_ID,
    now: () => nowMs,
    store: memoryChainStore(),
    genesis: [{ address: accounts.operator.address, balance: parseEther("10") }],
  });
  const chain = viemChain(TEST_CHAIN_ID, "test");
  const transport = devChainTransport(node);
  const client = createPublicClient({ chain, transport }) as PublicClient;
  const wallets = Object.fromEntries(
    names.map((n) => [n, createWalletClient({ chain, transport, account: accounts[n] })]),
  ) as unknown as Record<(typeof names)[number], Wallet>;
  const deployment = await deployPayouts({
    wallet: wallets.operator,
    client,
    guardian: accounts.guardian.address,
    terms,
    bond: TEST_BOND,
  });
  const { distributor, token } = deployment;

  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  /** Sends a distributor transaction from `who` and waits for it. */
  const send = async <F extends DistributorWrite>(
    who: (typeof names)[number],
    functionName: F,
    args: DistributorArgs<F>,
  ) =>
    mined(
      await wallets[who].writeContract({
        address: distributor,
        abi: payoutDistributorAbi,
        functionName,
        args,
      } as never),
    );
  const read = <F extends DistributorRead>(functionName: F, args: DistributorArgs<F>) =>
    client.readContract({
      address: distributor,
      abi: payoutDistributorAbi,
      functionName,
      args,
    } as never) as Promise<DistributorResult<F>>;
  const balanceOf = (who: Address) =>
    client.readContract({
      address: token,
      abi: testStablecoinAbi,
      functionName: "balanceOf",
      args: [who],
    });
  /** Mints to the operator and approves the distributor, so that it can fund weeks. */
  const giveOperator = async (amount: bigint) => {
    const write = (functionName: "mint" | "approve", args: readonly [Address, bigint]) =>
      wallets.operator.writeContract({
        address: token,
        abi: testStablecoinAbi,
        functionName,
        args,
      });
    await mined(await write("mint", [accounts.operator.address, amount]));
    await mined(await write("approve", [distributor, amount]));
  };
  const nowSeconds = () => BigInt(Math.floor(nowMs / 1000));
  return {
    node,
    client,
    wallets,
    accounts,
    distributor,
    token,
    send,
    read,
    balanceOf,
    giveOperator,
    nowSeconds,
    advance: (seconds: number) => void (nowMs += seconds * 1000),
  };
}

type DistributorAbi = typeof payoutDistributorAbi;
type Fn = Extract<DistributorAbi[number], { type: "function" }>;
type DistributorWrite = Extract<Fn, { stateMutability: "nonpayable" }>["name"];
type DistributorRead = Extract<Fn, { stateMutability: "view" | "pure" }>["name"];
type DistributorArgs<F extends DistributorWrite | DistributorRead> = ContractFunctionArgs<
  DistributorAbi,
  "nonpayable" | "view" | "pure",
  F
>;
type DistributorResult<F extends DistributorRead> = ContractFunctionReturnType<
  DistributorAbi,
  "view" | "pure",
  F
>;

/** The custom error a transaction or call reverted with ("" when it did not revert). */
export async function revertOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return "";
  } catch (error) {
    if (!(error instanceof BaseError)) throw error;
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      return reverted.data?.errorName ?? reverted.reason ?? "reverted";
    }
    throw error;
  }
}
