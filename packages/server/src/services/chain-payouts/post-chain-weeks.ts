import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import { asc, eq, isNull, or } from "drizzle-orm";
import type { Address, Hex } from "viem";
import type { PayoutChain } from "../../chain/payout-chain";
import { chainWeeks } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { readyChain, toUnits } from "./chain-units";

const ZERO_ROOT = `0x${"0".repeat(64)}`;

/** One poster at a time in this process: the settlement and the leader's sync both call it. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Posts every settled week's root the contract does not have yet, then funds it from the
 * operator, and stores the transactions' hashes. A week the contract already has (a retry after
 * a crash) is not posted twice. What fails is kept in `last_error` and tried again next time.
 */
export function postChainWeeks(ctx: ServiceContext): Promise<void> {
  const run = queue.then(() => postPending(ctx));
  queue = run.catch(() => undefined);
  return run;
}

async function postPending(ctx: ServiceContext): Promise<void> {
  const chain = readyChain(ctx);
  if (!chain) return;
  const pending = await ctx.db
    .select()
    .from(chainWeeks)
    .where(or(isNull(chainWeeks.postTx), isNull(chainWeeks.fundTx)))
    .orderBy(asc(chainWeeks.weekKey));
  for (const week of pending) {
    try {
      await postAndFund(ctx, chain, week);
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
      await ctx.db
        .update(chainWeeks)
        .set({ lastError: message.slice(0, 500) })
        .where(eq(chainWeeks.weekKey, week.weekKey));
    }
  }
}

async function postAndFund(
  ctx: ServiceContext,
  chain: PayoutChain,
  week: typeof chainWeeks.$inferSelect,
): Promise<void> {
  const address = chain.info.payoutContract as Address;
  const id = BigInt(week.chainWeek);
  const total = toUnits(week.totalCents);
  const mined = async (hash: Hex) => {
    const receipt = await chain.client.waitForTransactionReceipt({
      hash,
      pollingInterval: chain.pollingInterval,
    });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return hash;
  };
  const onChain = await chain.client.readContract({
    address,
    abi: payoutDistributorAbi,
    functionName: "weekOf",
    args: [id],
  });
  const set = (values: Partial<typeof chainWeeks.$inferInsert>) =>
    ctx.db
      .update(chainWeeks)
      .set({ ...values, lastError: null })
      .where(eq(chainWeeks.weekKey, week.weekKey));
  if (onChain.root === ZERO_ROOT || (onChain.vetoed && onChain.root !== week.root)) {
    // A public chain's newest block may lag the server's clock by seconds: the week closed no
    // later than the chain's own time. (The embedded chain's next block is the clock's now.)
    let closedAt = BigInt(Math.floor(week.closedAt.getTime() / 1000));
    if (!chain.info.embedded) {
      const { timestamp } = await chain.client.getBlock();
      if (timestamp < closedAt) closedAt = timestamp;
    }
    const hash = await mined(
      await chain.operator.writeContract({
        address,
        abi: payoutDistributorAbi,
        functionName: "postRoot",
        args: [id, week.root as Hex, total, week.wallets, closedAt],
      }),
    );
    await set({ postTx: hash });
  } else if (onChain.root !== week.root) {
    throw new Error(`the contract holds another root for week ${week.chainWeek}: ${onChain.root}`);
  }
  // Posted or funded before a crash lost the hash: the indexer fills it from the event.
  if (onChain.fundedAt === 0n && !onChain.vetoed) {
    await chain.prepareFunding(total);
    const hash = await mined(
      await chain.operator.writeContract({
        address,
        abi: payoutDistributorAbi,
        functionName: "fund",
        args: [id],
      }),
    );
    await set({ fundTx: hash });
  }
}
