import { ruleSetOf, type RuleSet } from "@proparena/domain/rules/rule-sets";
import { type WeekAccount } from "@proparena/domain/ledger/week-settlement";
import { and, eq, gte, inArray, like, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import {
  accounts,
  fundedScaling,
  ledgerEntries,
  ruleDecisions,
  tradeHistories,
  weekStartBalances,
} from "../../db/schema";

// A payout week's figures from the books: what it booked, and each account's week.

/** What the purchases (net of refunds) of the week booked: revenue, payout budget, jackpot pool. */
export async function bookedInWeek(tx: Db | Tx, start: Date, end: Date) {
  const rows = await tx
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        gte(ledgerEntries.createdAt, start),
        lt(ledgerEntries.createdAt, end),
        or(like(ledgerEntries.ref, "purchase:%"), like(ledgerEntries.ref, "refund:%")),
      ),
    )
    .groupBy(ledgerEntries.account);
  const sum = (name: string) => Number(rows.find((r) => r.account === name)?.sum ?? 0);
  return {
    revenue: sum("cash"),
    budget: -sum("payout_budget") || 0,
    jackpot: -sum("jackpot_pool") || 0,
  };
}

/**
 * Every account that existed during the week, with its week's figures and, for a funded one,
 * the scaling plan of its rule set and where it stands in it; `lock` holds their rows for the
 * settlement's transaction.
 */
export async function weekAccounts(
  tx: Db | Tx,
  weekKey: string,
  start: Date,
  end: Date,
  ruleSets: readonly RuleSet[],
  lock = true,
): Promise<WeekAccount[]> {
  const query = tx
    .select({
      id: accounts.id,
      userId: accounts.userId,
      plan: accounts.plan,
      phase: accounts.phase,
      ruleSetVersion: accounts.ruleSetVersion,
      status: accounts.status,
      startingBalance: accounts.startingBalanceCents,
      balance: accounts.balanceCents,
      weekStart: weekStartBalances.balanceCents,
      progress: {
        monthKey: fundedScaling.monthKey,
        monthProfit: fundedScaling.monthProfitCents,
        monthWeeks: fundedScaling.monthWeeks,
        profitableMonths: fundedScaling.profitableMonths,
      },
    })
    .from(accounts)
    .leftJoin(
      weekStartBalances,
      and(eq(weekStartBalances.accountId, accounts.id), eq(weekStartBalances.weekKey, weekKey)),
    )
    .leftJoin(fundedScaling, eq(fundedScaling.accountId, accounts.id))
    .where(lt(accounts.createdAt, end));
  const rows = lock ? await query.for("update", { of: accounts }) : await query;
  // Trades of the week (count, last close) and after it (their P&L is not the week's).
  const trades = await tx
    .select({
      accountId: tradeHistories.accountId,
      inWeek: sql<string>`count(*) filter (where ${tradeHistories.closeTime} < ${end})`,
      lastInWeek: sql<Date | null>`max(${tradeHistories.closeTime}) filter (where ${tradeHistories.closeTime} < ${end})`,
      pnlAfter: sql<string>`coalesce(sum(${tradeHistories.pnlCents}) filter (where ${tradeHistories.closeTime} >= ${end}), 0)`,
    })
    .from(tradeHistories)
    .where(gte(tradeHistories.closeTime, start))
    .groupBy(tradeHistories.accountId);
  // Acts that moved a balance after the week's end (an operator's adjustment) are not the week's either.
  const acts = await tx
    .select({
      accountId: ruleDecisions.accountId,
      amount: sql<string>`sum((${ruleDecisions.evidence}->>'amount')::bigint)`,
    })
    .from(ruleDecisions)
    .where(and(inArray(ruleDecisions.outcome, ["admin", "scaling"]), gte(ruleDecisions.time, end)))
    .groupBy(ruleDecisions.accountId);
  const byAccount = new Map(trades.map((t) => [t.accountId, t]));
  const actsAfter = new Map(acts.map((a) => [a.accountId, Number(a.amount ?? 0)]));
  return rows.map((r) => {
    const t = byAccount.get(r.id);
    const last = t?.lastInWeek ? new Date(t.lastInWeek).getTime() : null;
    const scaling =
      r.phase === "funded" ? (ruleSetOf(r.ruleSetVersion, ruleSets)?.scaling ?? null) : null;
    return {
      accountId: r.id,
      userId: r.userId,
      planId: r.plan,
      phase: r.phase as WeekAccount["phase"],
      status: r.status as WeekAccount["status"],
      startingBalance: r.startingBalance,
      weekStartBalance: r.weekStart ?? r.startingBalance,
      weekEndBalance: r.balance - Number(t?.pnlAfter ?? 0) - (actsAfter.get(r.id) ?? 0),
      closedTrades: Number(t?.inWeek ?? 0),
      reachedAt: last,
      scaling,
      scalingProgress: scaling && r.progress?.monthKey ? r.progress : null,
    };
  });
}
