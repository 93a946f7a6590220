import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import { testStablecoinAbi } from "@proparena/chain/artifacts/test-stablecoin";
import { viemChain } from "@proparena/chain/node/viem-chain";
import { DEFAULT_TERMS, USD } from "@proparena/chain/payouts/deploy-payouts";
import { payoutTree } from "@proparena/chain/payouts/payout-tree";
import { revertOf } from "@proparena/chain/testing/payout-fixture";
import { createPublicClient, createWalletClient, http, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";
import { EMBEDDED_BOND, EMBEDDED_CHAIN_ID } from "./embedded-chain";
import type { PayoutChain } from "./payout-chain";

let server: TestServer;
let chain: PayoutChain;
beforeAll(async () => {
  server = await startTestServer({ embeddedChain: true, now: "2026-03-09T00:00:00Z" });
  chain = server.chain!.get();
});
afterAll(() => server.close());

const HOUR_MS = 3_600_000;

describe("a week's payout on the embedded chain, with the server's clock as block time", () => {
  it("pays the late penalty past the deadline, then the payout once funded, once", async () => {
    const distributor = chain.info.payoutContract as Address;
    const token = chain.info.payoutToken as Address;
    const mined = async (hash: Hex) => {
      const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      expect(receipt.status).toBe("success");
    };
    // The trader: a wallet with no ether, talking to the server's RPC over HTTP.
    const rpcUrl = `${server.url}/api/chain/rpc`;
    const trader = createWalletClient({
      chain: viemChain(EMBEDDED_CHAIN_ID, "embedded", rpcUrl),
      transport: http(rpcUrl),
      account: privateKeyToAccount(generatePrivateKey()),
    });
    const reader = createPublicClient({ chain: trader.chain, transport: http(rpcUrl) });
    const balance = () =>
      reader.readContract({
        address: token,
        abi: testStablecoinAbi,
        functionName: "balanceOf",
        args: [trader.account.address],
      });

    // The operator posts the week that closed now: 42.50 owed to the trader.
    const owed = 42_500_000n;
    const tree = payoutTree([
      { wallet: trader.account.address, cumulativeAmount: owed },
      { wallet: privateKeyToAccount(generatePrivateKey()).address, cumulativeAmount: 7n * USD },
    ]);
    const week = 202611n;
    const closedAt = BigInt(server.clock.now().getTime() / 1000);
    await mined(
      await chain.operator.writeContract({
        address: distributor,
        abi: payoutDistributorAbi,
        functionName: "postRoot",
        args: [week, tree.root, owed + 7n * USD, 2, closedAt],
      }),
    );
    const proof = tree.proof(trader.account.address);
    const write = (functionName: "claim" | "claimPenalty") =>
      trader.writeContract({
        address: distributor,
        abi: payoutDistributorAbi,
        functionName,
        args: [week, trader.account.address, owed, proof],
      });

    // 72 h after the close the deadline has not passed; a second later it has.
    server.clock.advance(72 * HOUR_MS);
    expect(await revertOf(write("claimPenalty"))).toBe("DeadlineNotMissed");
    server.clock.advance(1_000);
    await mined(await write("claimPenalty"));
    expect(await balance()).toBe(DEFAULT_TERMS.latePenalty);
    expect(
      await reader.readContract({
        address: distributor,
        abi: payoutDistributorAbi,
        functionName: "bond",
      }),
    ).toBe(EMBEDDED_BOND - DEFAULT_TERMS.latePenalty);
    expect(await revertOf(write("claimPenalty"))).toBe("PenaltyAlreadyClaimed");
    expect(await revertOf(write("claim"))).toBe("NotFunded");

    // Funded late: the trader is paid exactly what the leaf says, and only once.
    const operatorWrite = async (
      functionName: "mint" | "approve",
      args: readonly [Address, bigint],
    ) =>
      mined(
        await chain.operator.writeContract({
          address: token,
          abi: testStablecoinAbi,
          functionName,
          args,
        }),
      );
    await operatorWrite("mint", [chain.operator.account.address, owed + 7n * USD]);
    await operatorWrite("approve", [distributor, owed + 7n * USD]);
    await mined(
      await chain.operator.writeContract({
        address: distributor,
        abi: payoutDistributorAbi,
        functionName: "fund",
        args: [week],
      }),
    );
    await mined(await write("claim"));
    expect(await balance()).toBe(DEFAULT_TERMS.latePenalty + owed);
    expect(await revertOf(write("claim"))).toBe("NothingToClaim");
    expect(await balance()).toBe(DEFAULT_TERMS.latePenalty + owed);
  });
});
