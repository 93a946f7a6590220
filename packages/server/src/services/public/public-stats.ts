import type { Challenger, PublicStats } from "@proparena/contracts/public-site";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { accounts, payoutCredits, payoutWeeks, users } from "../../db/schema";
import { poolHoldings } from "../ledger/pool-holdings";
import { faceColumns, publicFace, publicName } from "./display-name";
import { tradersOnly } from "./public-traders";
import type { ServiceContext } from "../service-context";

const TICKER_SIZE = 20;

/**
 * Landing-page figures from real data: payouts are what the weekly settlements credited,
 * the vault is what the ledger holds for traders, pass rates are null until an account finishes.
 * Accounts of admins are not challengers: they are neither counted nor shown.
 */
export async function publicStats({ db }: ServiceContext): Promise<PublicStats> {
  const byStatus = await db
    .select({ status: accounts.status, phase: accounts.phase, n: count() })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(tradersOnly)
    .groupBy(accounts.status, accounts.phase);
  const countOf = (phase: string | null, status: string) =>
    byStatus
      .filter((r) => r.status === status && (phase === null || r.phase === phase))
      .reduce((sum, r) => sum + r.n, 0);
  const phase1Passed = countOf("phase1", "passed");
  const phase1Finished = phase1Passed + countOf("phase1", "failed");

  const challengers = (rows: Parameters<typeof publicFace>[0][]): Challenger[] =>
    rows.map((r) => ({ ...publicFace(r), url: "/leaderboard" }));
  const joined = await db
    .select(faceColumns)
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(tradersOnly)
    .orderBy(desc(accounts.createdAt))
    .limit(TICKER_SIZE);
  const blown = await db
    .select(faceColumns)
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.status, "failed"), tradersOnly))
    .orderBy(desc(accounts.createdAt))
    .limit(TICKER_SIZE);
  const [paid] = await db
    .select({ sum: sql<string | null>`sum(${payoutCredits.amountCents})` })
    .from(payoutCredits);
  const { vaultCents, cumulativeJackpotCents } = await poolHoldings(db);
  const [lastWeek] = await db
    .select({ weekKey: payoutWeeks.weekKey })
    .from(payoutWeeks)
    .orderBy(desc(payoutWeeks.weekKey))
    .limit(1);
  const winners = lastWeek
    ? await db
        .select({
          kind: payoutCredits.kind,
          name: users.name,
          publicProfile: users.publicProfile,
          amount: payoutCredits.amountCents,
        })
        .from(payoutCredits)
        .innerJoin(users, eq(users.id, payoutCredits.userId))
        .where(
          and(
            eq(payoutCredits.weekKey, lastWeek.weekKey),
            inArray(payoutCredits.kind, ["jackpotDollar", "jackpotPercent"]),
          ),
        )
    : [];
  const winner = (kind: string) => {
    const w = winners.find((r) => r.kind === kind);
    return w ? { name: publicName(w.name, w.publicProfile), amountCents: w.amount } : null;
  };

  return {
    totalPayoutCents: Number(paid?.sum ?? 0),
    phase1PassRate: phase1Finished === 0 ? null : phase1Passed / phase1Finished,
    phase3PassRate: null,
    vaultHoldingsCents: vaultCents,
    jackpots: {
      weekKey: lastWeek?.weekKey ?? null,
      highestDollar: winner("jackpotDollar"),
      highestPercent: winner("jackpotPercent"),
      cumulativeCents: cumulativeJackpotCents,
    },
    challengersJoinedCount: byStatus.reduce((sum, r) => sum + r.n, 0),
    challengersBlownCount: countOf(null, "failed"),
    challengersJoined: challengers(joined),
    challengersBlown: challengers(blown),
  };
}
