import { testStablecoinAbi } from "@proparena/chain/artifacts/test-stablecoin";
import type { Account, Address, Chain, Hex, PublicClient, Transport, WalletClient } from "viem";

/**
 * The operator's side of funding a week, for both chains: with `mint` (the embedded chain's
 * test stablecoin) it mints what it lacks; otherwise it must hold the tokens. Then it approves
 * the distributor for the amount.
 */
export function operatorFunding(deps: {
  client: PublicClient;
  operator: WalletClient<Transport, Chain, Account>;
  token: Address;
  distributor: Address;
  mint: boolean;
  pollingInterval: number;
}) {
  const { client, operator, token } = deps;
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({
      hash,
      pollingInterval: deps.pollingInterval,
    });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  };
  return async (amount: bigint): Promise<void> => {
    const held = await client.readContract({
      address: token,
      abi: testStablecoinAbi,
      functionName: "balanceOf",
      args: [operator.account.address],
    });
    if (held < amount) {
      if (!deps.mint) {
        throw new Error(
          `the operator ${operator.account.address} holds ${held} token units and the week needs ${amount}: send it the stablecoin`,
        );
      }
      await mined(
        await operator.writeContract({
          address: token,
          abi: testStablecoinAbi,
          functionName: "mint",
          args: [operator.account.address, amount - held],
        }),
      );
    }
    await mined(
      await operator.writeContract({
        address: token,
        abi: testStablecoinAbi,
        functionName: "approve",
        args: [deps.distributor, amount],
      }),
    );
  };
}
