import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import type { RelayClaimResponse } from "@proparena/contracts/wallets";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Address, Hex } from "viem";
import { chainLeaves, chainRelays, chainWeeks } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import { syncChainNow } from "../chain-payouts/chain-sync";
import { toCents, toUnits } from "../chain-payouts/chain-units";
import type { ServiceContext } from "../service-context";
import { walletChain } from "./wallet-chain";
import { linkedWallet } from "./wallet-view";

/**
 * The platform sends the claim of the trader's newest leaf for them, from the operator (anyone
 * may send a claim; the money goes to the linked wallet all the same). 409 when no wallet is
 * linked, or nothing is claimable yet (in dispute, unfunded, already claimed).
 */
export async function relayClaim(ctx: ServiceContext, user: UserRow): Promise<RelayClaimResponse> {
  const chain = walletChain(ctx);
  const wallet = await linkedWallet(ctx.db, user.id);
  if (!wallet) throw conflict("Link a wallet first: the claim pays the linked wallet.");
  const [leaf] = await ctx.db
    .select({ leaf: chainLeaves, week: chainWeeks })
    .from(chainLeaves)
    .innerJoin(chainWeeks, eq(chainWeeks.weekKey, chainLeaves.weekKey))
    .where(and(eq(chainLeaves.address, wallet.address), isNull(chainWeeks.vetoedAt)))
    .orderBy(desc(chainLeaves.weekKey))
    .limit(1);
  if (!leaf) throw conflict("Your wallet has nothing in a posted week yet.");
  const address = chain.info.payoutContract as Address;
  const now = BigInt(Math.floor(ctx.clock.now().getTime() / 1000));
  const week = BigInt(leaf.week.chainWeek);
  const onChain = await chain.client.readContract({
    address,
    abi: payoutDistributorAbi,
    functionName: "weekOf",
    args: [week],
  });
  if (onChain.postedAt === 0n) throw conflict("The week is not posted on chain yet.");
  if (onChain.fundedAt === 0n) throw conflict("The week is not funded yet.");
  const claimableAt = await chain.client.readContract({
    address,
    abi: payoutDistributorAbi,
    functionName: "claimableAt",
    args: [week],
  });
  if (claimableAt > now) {
    const until = new Date(Number(claimableAt) * 1000).toISOString();
    throw conflict(`The week is in its dispute delay until ${until}.`);
  }
  const claimed = await chain.client.readContract({
    address,
    abi: payoutDistributorAbi,
    functionName: "claimed",
    args: [wallet.address as Address],
  });
  const cumulative = toUnits(leaf.leaf.cumulativeCents);
  if (claimed >= cumulative) throw conflict("Everything in your newest week is claimed already.");
  const hash = await chain.operator.writeContract({
    address,
    abi: payoutDistributorAbi,
    functionName: "claim",
    args: [week, wallet.address as Address, cumulative, leaf.leaf.proof as Hex[]],
  });
  const receipt = await chain.client.waitForTransactionReceipt({
    hash,
    pollingInterval: chain.pollingInterval,
  });
  if (receipt.status !== "success") throw conflict(`The claim ${hash} was reverted.`);
  await ctx.db.insert(chainRelays).values({
    userId: user.id,
    weekKey: leaf.week.weekKey,
    address: wallet.address,
    txHash: hash,
    at: ctx.clock.now(),
  });
  // The ledger follows the chain: with no confirmations to wait for, book the claim now.
  await syncChainNow(ctx);
  return {
    txHash: hash,
    weekKey: leaf.week.weekKey,
    address: wallet.address,
    amountCents: toCents(cumulative - claimed),
  };
}
