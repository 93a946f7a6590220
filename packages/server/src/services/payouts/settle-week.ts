import { randomUUID } from "node:crypto";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { PAYOUT_LEAF_ENCODING } from "@proparena/contracts/payouts";
import { actEvidence, type AccountFigures } from "@proparena/domain/engine/account-acts";
import { formatUsd } from "@proparena/domain/core/money";
import {
  settleWeek,
  type WeekCredit,
  type WeekScaling,
} from "@proparena/domain/ledger/week-settlement";
import { addWeeks } from "@proparena/domain/core/weeks";
import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/database";
import {
  accounts,
  fundedScaling,
  payoutCredits,
  payoutWeeks,
  users,
  weekStartBalances,
} from "../../db/schema";
import type { FinishRun } from "../../jobs/job-runner";
import { recordScalingStep, takePaidOutProfit } from "../../trading/writes-outside-the-desk";
import { bookEntries } from "../ledger/book-entries";
import { announce } from "../discord/announce-on-discord";
import { holdCredits } from "../integrity/payout-holds";
import { holdingFlags } from "../integrity/integrity-holds";
import { allocateChainWeek } from "../chain-payouts/allocate-chain-week";
import { syncChainNow } from "../chain-payouts/chain-sync";
import { notify, type NoticeInput } from "../notices/notify";
import { weekCreditsNotice } from "../notices/payout-notices";
import { publicName } from "../public/display-name";
import type { ServiceContext } from "../service-context";
import { payoutWeekBounds } from "./payout-week-bounds";
import { bookedInWeek, weekAccounts } from "./week-figures";

/**
 * Settles a payout week in one database transaction, with the trading engine paused so that
 * balances cannot move underneath (the desk is rebuilt from the database afterwards): the
 * week's credits and Merkle root, the ledger transaction, the paid-out profits taken off the
 * winners' balances, next week's start balances, and the job's run record. A crash leaves
 * either all of it or none of it.
 */
export async function settlePayoutWeek(
  ctx: ServiceContext,
  weekKey: string,
  finish: FinishRun,
  opts: { closeAt?: Date } = {},
) {
  const bounds = await payoutWeekBounds(ctx.db, weekKey, ctx.desk.timeZone, opts.closeAt);
  const [startAt, endAt] = [bounds.start, bounds.end];
  // Detection first: a trade closed a moment ago is judged before its week's payout is settled.
  await ctx.integrity.flush();
  let statement: { credits: WeekCredit[]; multiplierPercent: number } | null = null;
  let holdNotices: NoticeInput[] = [];
  await ctx.desk.changeOutside(() =>
    ctx.db.transaction(async (tx) => {
      const booked = await bookedInWeek(tx, startAt, endAt);
      const weekAccountsList = await weekAccounts(
        tx,
        weekKey,
        startAt,
        endAt,
        ctx.settings.ruleSets,
      );
      const s = settleWeek({ weekKey, ...booked, accounts: weekAccountsList });
      const credits = s.credits.map((c) => ({ ...c, id: randomUUID() }));
      // What integrity flags hold is not paid this week: it stays out of the root (issue 29).
      const held = new Set<string>();
      for (const c of credits) {
        if (c.amount > 0 && (await holdingFlags(tx, c.userId, c.accountId)).length > 0) {
          held.add(c.id);
        }
      }
      const leaves = credits.filter((c) => !held.has(c.id));
      const tree =
        leaves.length > 0
          ? StandardMerkleTree.of(
              leaves.map((c) => [c.id, String(c.amount)]),
              [...PAYOUT_LEAF_ENCODING],
            )
          : null;
      const now = ctx.clock.now();
      const paid = credits.filter((c) => c.kind === "payout").reduce((t, c) => t + c.amount, 0);
      const jackpotPaid = credits
        .filter((c) => c.kind !== "payout")
        .reduce((t, c) => t + c.amount, 0);
      await tx.insert(payoutWeeks).values({
        weekKey,
        startsAt: startAt,
        endsAt: endAt,
        revenueCents: booked.revenue,
        budgetCents: booked.budget,
        jackpotCents: booked.jackpot,
        winnersProfitCents: s.payout.winnersProfit,
        payoutPoolCents: s.payout.payoutPool,
        multiplierPercent: s.payout.multiplierPercent,
        paidCents: paid,
        emergencyCents: booked.budget - paid,
        jackpotPaidCents: jackpotPaid,
        cumulativeCents: booked.jackpot - jackpotPaid,
        merkleRoot: tree?.root ?? null,
        settledAt: now,
      });
      if (credits.length > 0) {
        await tx.insert(payoutCredits).values(
          credits.map((c) => ({
            id: c.id,
            weekKey,
            accountId: c.accountId,
            userId: c.userId,
            kind: c.kind,
            figure: c.figure,
            amountCents: c.amount,
            // A held credit has no leaf: no proof until it is released.
            proof: held.has(c.id) ? [] : tree!.getProof(leaves.indexOf(c)),
          })),
        );
      }
      await bookEntries(tx, s.lines, `settlement:${weekKey}`, now);
      // Credits of accounts whose integrity flags hold are kept back (issue 29).
      holdNotices = await holdCredits(
        tx,
        credits.map((c) => ({ ...c, weekKey })),
        now,
      );
      // The paid-out profit leaves the account: a week that started at the starting balance
      // ends there again (DESIGN §6), and trades after the week's end are kept.
      const profits = new Map(s.payout.payouts.map((p) => [p.accountId, p.profit]));
      for (const id of s.resets) {
        await takePaidOutProfit(tx, id, profits.get(id)!);
      }
      const grown = await applyScaling(ctx, tx, weekKey, s.scaling, profits, now);
      const open = weekAccountsList.filter((a) => a.status === "active");
      if (open.length > 0) {
        await tx
          .insert(weekStartBalances)
          .values(
            open.map((a) => ({
              weekKey: addWeeks(weekKey, 1),
              accountId: a.accountId,
              // A scaling step is new capital, not next week's profit.
              balanceCents:
                a.weekEndBalance -
                (s.resets.includes(a.accountId) ? profits.get(a.accountId)! : 0) +
                (grown.get(a.accountId) ?? 0),
            })),
          )
          .onConflictDoNothing();
      }
      // With a payout chain: the week's root of (linked wallet, cumulative amount) for the
      // contract, from what each trader is owed now (held credits are not in it).
      const onChain = ctx.chain ? await allocateChainWeek(tx, weekKey, endAt) : null;
      statement = { credits, multiplierPercent: s.payout.multiplierPercent };
      await finish(tx, {
        revenueCents: booked.revenue,
        payoutPoolCents: s.payout.payoutPool,
        multiplierPercent: s.payout.multiplierPercent,
        paidCents: paid,
        jackpotPaidCents: jackpotPaid,
        credits: credits.length,
        merkleRoot: tree?.root ?? null,
        ...(onChain ? { chainRoot: onChain.root, chainWallets: onChain.wallets } : {}),
      });
    }),
  );
  // Assigned inside the transaction's callback, which TypeScript cannot follow.
  const settled = statement as { credits: WeekCredit[]; multiplierPercent: number } | null;
  // Posting and funding happen after the commit (a chain is not in the transaction); what fails
  // here is kept on the week (last_error) and retried by the leader's chain sync: the week is
  // settled either way.
  if (ctx.chain) await syncChainNow(ctx).catch(() => undefined);
  if (settled) {
    await notify(ctx, holdNotices);
    await sendStatements(ctx, weekKey, settled);
    await announceWeek(ctx, weekKey, settled.credits);
  }
}

/**
 * Inside the settlement's transaction: each funded account's progress in its scaling plan, and
 * for a week that earned a step, the larger size. The starting balance, the balance and the
 * floors' references move up by the step, recorded as a decision (outcome "scaling") so the
 * balance stays explained (starting balance + realised P&L + acts) and the trader sees why.
 * Answers the step of each account that grew.
 */
async function applyScaling(
  ctx: ServiceContext,
  tx: Tx,
  weekKey: string,
  scaling: readonly WeekScaling[],
  profitsTaken: ReadonlyMap<string, number>,
  now: Date,
): Promise<Map<string, number>> {
  const grown = new Map<string, number>();
  if (scaling.length === 0) return grown;
  await tx
    .insert(fundedScaling)
    .values(
      scaling.map((x) => ({
        accountId: x.accountId,
        monthKey: x.progress.monthKey,
        monthProfitCents: x.progress.monthProfit,
        monthWeeks: x.progress.monthWeeks,
        profitableMonths: x.progress.profitableMonths,
        weekKey,
      })),
    )
    .onConflictDoUpdate({
      target: fundedScaling.accountId,
      set: {
        monthKey: sql`excluded.month_key`,
        monthProfitCents: sql`excluded.month_profit_cents`,
        monthWeeks: sql`excluded.month_weeks`,
        profitableMonths: sql`excluded.profitable_months`,
        weekKey: sql`excluded.week_key`,
      },
    });
  for (const x of scaling.filter((y) => y.toSize > y.fromSize)) {
    const step = x.toSize - x.fromSize;
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, x.accountId));
    if (!row) continue;
    // The row as the settlement left it (the week's profit taken off), valued as the desk values it.
    const taken = profitsTaken.get(x.accountId) ?? 0;
    const floating = ctx.desk.accountSummary(x.accountId).floatingPnl;
    const before: AccountFigures = {
      status: "active",
      startingBalance: row.startingBalanceCents,
      balance: row.balanceCents,
      equity: row.balanceCents + floating,
      dayStartBalance: row.dayStartBalanceCents,
      highestEodBalance: row.highestEodBalanceCents,
      openPositions: ctx.desk.openPositions(x.accountId).length,
    };
    const after: AccountFigures = {
      ...before,
      startingBalance: before.startingBalance + step,
      balance: before.balance + step,
      equity: before.equity + step,
      dayStartBalance: before.dayStartBalance + step,
      highestEodBalance: before.highestEodBalance + step,
    };
    const evidence = actEvidence({
      accountId: x.accountId,
      act: "scaling",
      time: now.getTime(),
      reason: `The scaling plan's run of profitable months was completed by ${x.closedMonth?.monthKey ?? weekKey} (+${formatUsd(x.closedMonth?.profit ?? 0)} that month)${taken > 0 ? `; the week's profit of ${formatUsd(taken)} was paid out as every week` : ""}.`,
      before,
      after,
    });
    await recordScalingStep(tx, x.accountId, after, evidence, now);
    grown.set(x.accountId, step);
  }
  return grown;
}

const CREDIT_LABEL: Record<WeekCredit["kind"], string> = {
  payout: "Payout",
  jackpotDollar: "Highest dollar gain jackpot",
  jackpotPercent: "Highest percent gain jackpot",
};

/**
 * After the commit: each credited trader gets the week's statement as a notice, always e-mailed
 * (money owed to them), once per week and trader however often this runs.
 */
async function sendStatements(
  ctx: ServiceContext,
  weekKey: string,
  { credits, multiplierPercent }: { credits: WeekCredit[]; multiplierPercent: number },
) {
  const userIds = [...new Set(credits.map((c) => c.userId))];
  await notify(
    ctx,
    userIds.map((userId) =>
      weekCreditsNotice({
        userId,
        productName: ctx.settings.productName,
        weekKey,
        multiplier: `${(multiplierPercent / 100).toFixed(2)} (${multiplierPercent}%)`,
        lines: credits
          .filter((c) => c.userId === userId)
          .map((c) => ({
            label: CREDIT_LABEL[c.kind],
            figure:
              c.kind === "jackpotPercent" ? `${(c.figure / 100).toFixed(2)}%` : formatUsd(c.figure),
            amountCents: c.amount,
          })),
      }),
    ),
  );
}

/** After the commit: the week's summary and its jackpot winners on Discord (public names only). */
async function announceWeek(ctx: ServiceContext, weekKey: string, credits: WeekCredit[]) {
  const paid = credits.filter((c) => c.kind === "payout");
  const total = paid.reduce((t, c) => t + c.amount, 0);
  await announce(ctx, "weeklyPayoutSummary", {
    content: `Weekly payout for the week of ${weekKey}: ${formatUsd(total)} to ${new Set(paid.map((c) => c.userId)).size} funded trader(s).`,
    embeds: [
      {
        title: "See every credit and its proof",
        description: `${ctx.settings.publicOrigin}/payouts`,
      },
    ],
  });
  const jackpots = credits.filter((c) => c.kind !== "payout");
  if (jackpots.length === 0) return;
  const people = await ctx.db
    .select({ id: users.id, name: users.name, publicProfile: users.publicProfile })
    .from(users)
    .where(
      inArray(
        users.id,
        jackpots.map((c) => c.userId),
      ),
    );
  const nameOf = (id: string) => {
    const p = people.find((x) => x.id === id);
    return p ? publicName(p.name, p.publicProfile) : "A trader";
  };
  await announce(ctx, "jackpotWinners", {
    content: `Jackpot winners for the week of ${weekKey}:`,
    embeds: [
      {
        title: "Jackpots",
        fields: jackpots.map((c) => ({
          name: CREDIT_LABEL[c.kind],
          value: `${nameOf(c.userId)}: ${formatUsd(c.amount)}`,
        })),
      },
    ],
  });
}
