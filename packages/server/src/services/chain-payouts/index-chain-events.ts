import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import type { LedgerLine } from "@proparena/domain/ledger/ledger";
import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
import { getAddress, parseEventLogs, type Address, type Log } from "viem";
import type { PayoutChain } from "../../chain/payout-chain";
import type { Tx } from "../../db/database";
import { chainBlocks, chainEvents, chainWeeks, walletLinks } from "../../db/schema";
import { bookEntries, linesOf } from "../ledger/book-entries";
import type { ServiceContext } from "../service-context";
import { toCents } from "./chain-units";

/** Blocks asked for in one eth_getLogs (public RPCs cap the range). */
const RANGE = 5_000n;
/** Ranges per pass: a long way behind catches up over several passes. */
const RANGES_PER_PASS = 20;
/** Checkpoints kept (one per range indexed): how far back a reorg can be followed. */
const KEPT_MARKS = 64;

type DistributorEvent = ReturnType<typeof parseEventLogs<typeof payoutDistributorAbi>>[number];

/** One indexer at a time in this process (the leader's sync, and tests calling it). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The leader follows the payout contract's events up to the block `confirmations` below the
 * newest, and books each in the ledger in the same transaction as its row:
 * - WeekFunded: the operator's cash goes into the contract's pool (chain_pool);
 * - Claimed: the trader is paid (trader_payable -> chain_pool);
 * - BondDeposited / BondWithdrawn: cash into or out of the operator's bond (chain_bond);
 * - PenaltyPaid: a late penalty paid from the bond (chain_bond -> late_penalties);
 * - RootVetoed: a funded week's total comes back (chain_pool -> cash).
 * A reorg (a block it went through now has another hash) first rolls back everything indexed
 * from that block on: the rows go, their bookings are reversed, the weeks' states recomputed.
 */
export function indexChainEvents(ctx: ServiceContext, chain: PayoutChain): Promise<number> {
  const run = queue.then(() => indexPass(ctx, chain));
  queue = run.catch(() => undefined);
  return run;
}

async function indexPass(ctx: ServiceContext, chain: PayoutChain): Promise<number> {
  await rollBackReorg(ctx, chain);
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });
  const safe = head - BigInt(chain.confirmations);
  const [last] = await ctx.db.select().from(chainBlocks).orderBy(desc(chainBlocks.number)).limit(1);
  let from = last ? BigInt(last.number) + 1n : 0n;
  let indexed = 0;
  for (let i = 0; i < RANGES_PER_PASS && from <= safe; i++) {
    const to = from + RANGE - 1n < safe ? from + RANGE - 1n : safe;
    const logs = await chain.client.getLogs({
      address: chain.info.payoutContract as Address,
      fromBlock: from,
      toBlock: to,
    });
    const block = await chain.client.getBlock({ blockNumber: to });
    const events = parseEventLogs({ abi: payoutDistributorAbi, logs: logs as Log[] });
    await ctx.db.transaction(async (tx) => {
      for (const event of events) indexed += (await indexEvent(tx, ctx.clock.now(), event)) ? 1 : 0;
      await tx.insert(chainBlocks).values({ number: Number(to), hash: block.hash });
    });
    from = to + 1n;
  }
  // The checkpoints a reorg check reads: the newest ones are enough.
  const [oldest] = await ctx.db
    .select({ number: chainBlocks.number })
    .from(chainBlocks)
    .orderBy(desc(chainBlocks.number))
    .offset(KEPT_MARKS - 1)
    .limit(1);
  if (oldest) await ctx.db.delete(chainBlocks).where(lt(chainBlocks.number, oldest.number));
  return indexed;
}

/** Rolls back what was indexed from a block whose hash changed (a reorg) on. */
async function rollBackReorg(ctx: ServiceContext, chain: PayoutChain): Promise<void> {
  const marks = await ctx.db
    .select()
    .from(chainBlocks)
    .orderBy(desc(chainBlocks.number))
    .limit(KEPT_MARKS);
  let kept: number | null = null;
  let changed = false;
  for (const mark of marks) {
    const block = await chain.client
      .getBlock({ blockNumber: BigInt(mark.number) })
      .catch(() => null);
    if (block?.hash === mark.hash) {
      kept = mark.number;
      break;
    }
    changed = true;
  }
  if (!changed) return;
  const after = kept ?? -1;
  await ctx.db.transaction(async (tx) => {
    const undone = await tx.select().from(chainEvents).where(gt(chainEvents.blockNumber, after));
    const now = ctx.clock.now();
    for (const event of undone) {
      if (!event.ledgerRef) continue;
      const lines = await linesOf(tx, event.ledgerRef);
      await bookEntries(
        tx,
        lines.map((l) => ({ account: l.account, amount: -l.amount })),
        `${event.ledgerRef}:reorg`,
        now,
      );
    }
    await tx.delete(chainEvents).where(gt(chainEvents.blockNumber, after));
    await tx.delete(chainBlocks).where(gt(chainBlocks.number, after));
    const weeks = [...new Set(undone.map((e) => e.chainWeek).filter((w) => w !== null))];
    for (const week of weeks) await recomputeWeek(tx, week);
  });
}

/** A week's indexed state from the events that remain (after a rollback). */
async function recomputeWeek(tx: Tx, chainWeek: number): Promise<void> {
  await tx
    .update(chainWeeks)
    .set({
      postedAt: null,
      claimableAt: null,
      deadline: null,
      fundedAt: null,
      fundedLate: null,
      vetoedAt: null,
    })
    .where(eq(chainWeeks.chainWeek, chainWeek));
  const rows = await tx
    .select()
    .from(chainEvents)
    .where(
      and(
        eq(chainEvents.chainWeek, chainWeek),
        inArray(chainEvents.name, ["RootPosted", "WeekFunded", "RootVetoed"]),
      ),
    )
    .orderBy(chainEvents.blockNumber, chainEvents.logIndex);
  for (const row of rows) await applyWeekState(tx, row.name, chainWeek, row.args, row.txHash);
}

const seconds = (v: unknown) => new Date(Number(v) * 1000);

/** What a RootPosted, WeekFunded or RootVetoed event says of its week. */
async function applyWeekState(
  tx: Tx,
  name: string,
  chainWeek: number,
  args: Record<string, string | number | boolean>,
  txHash: string,
  at?: Date,
): Promise<void> {
  const where = eq(chainWeeks.chainWeek, chainWeek);
  if (name === "RootPosted") {
    const [week] = await tx.select().from(chainWeeks).where(where);
    await tx
      .update(chainWeeks)
      .set({
        postedAt: at ?? week?.postedAt ?? null,
        claimableAt: seconds(args.claimableAt),
        deadline: seconds(args.deadline),
        vetoedAt: null,
        ...(week && !week.postTx && week.root === args.root ? { postTx: txHash } : {}),
      })
      .where(where);
  } else if (name === "WeekFunded") {
    const [week] = await tx.select().from(chainWeeks).where(where);
    await tx
      .update(chainWeeks)
      .set({
        fundedAt: at ?? week?.fundedAt ?? null,
        fundedLate: Boolean(args.late),
        ...(week && !week.fundTx ? { fundTx: txHash } : {}),
      })
      .where(where);
  } else if (name === "RootVetoed") {
    await tx
      .update(chainWeeks)
      .set({ vetoedAt: at ?? new Date(0), fundedAt: null, fundedLate: null })
      .where(where);
  }
}

/** Stores one event with its booking; false when it was indexed already. */
async function indexEvent(tx: Tx, now: Date, event: DistributorEvent): Promise<boolean> {
  const args = Object.fromEntries(
    Object.entries(event.args as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === "bigint" ? v.toString() : (v as string | number | boolean),
    ]),
  );
  const chainWeek = "week" in event.args ? Number(event.args.week) : null;
  const wallet = "wallet" in event.args ? getAddress(event.args.wallet) : null;
  const amount =
    "amount" in event.args
      ? (event.args.amount as bigint)
      : "refunded" in event.args
        ? event.args.refunded
        : null;
  const ref = `chain:${event.transactionHash}:${event.logIndex}`;
  const lines = await bookingOf(tx, event.eventName, wallet, amount);
  const inserted = await tx
    .insert(chainEvents)
    .values({
      txHash: event.transactionHash!,
      logIndex: event.logIndex!,
      blockNumber: Number(event.blockNumber),
      blockHash: event.blockHash!,
      name: event.eventName,
      chainWeek,
      address: wallet,
      amount: amount?.toString() ?? null,
      args,
      ledgerRef: lines.length > 0 ? ref : null,
      indexedAt: now,
    })
    .onConflictDoNothing()
    .returning({ txHash: chainEvents.txHash });
  if (inserted.length === 0) return false;
  if (lines.length > 0) await bookEntries(tx, lines, ref, now);
  if (chainWeek !== null)
    await applyWeekState(tx, event.eventName, chainWeek, args, event.transactionHash!, now);
  return true;
}

/** The ledger lines an event books (none for posted roots and the bond's reservations). */
async function bookingOf(
  tx: Tx,
  name: string,
  wallet: Address | null,
  amount: bigint | null,
): Promise<LedgerLine[]> {
  if (amount === null || amount === 0n) return [];
  const cents = toCents(amount);
  switch (name) {
    case "WeekFunded":
      return [
        { account: "chain_pool", amount: cents },
        { account: "cash", amount: -cents },
      ];
    case "RootVetoed":
      return [
        { account: "cash", amount: cents },
        { account: "chain_pool", amount: -cents },
      ];
    case "PenaltyPaid":
      return [
        { account: "late_penalties", amount: cents },
        { account: "chain_bond", amount: -cents },
      ];
    case "BondDeposited":
      return [
        { account: "chain_bond", amount: cents },
        { account: "cash", amount: -cents },
      ];
    case "BondWithdrawn":
      return [
        { account: "cash", amount: cents },
        { account: "chain_bond", amount: -cents },
      ];
    case "Claimed": {
      const [owner] = await tx
        .select({ userId: walletLinks.userId })
        .from(walletLinks)
        .where(eq(walletLinks.address, wallet!))
        .limit(1);
      // A wallet no trader linked cannot have a leaf of ours: the reconciliation shows it.
      if (!owner) return [];
      return [
        { account: `trader_payable:${owner.userId}`, amount: cents },
        { account: "chain_pool", amount: -cents },
      ];
    }
    default:
      return [];
  }
}
