import type { PayoutCredit, PayoutWeek } from "@proparena/contracts/payouts";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { payoutCredits, payoutWeeks, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { publicName } from "../public/display-name";

type WeekRow = typeof payoutWeeks.$inferSelect;

export function payoutWeekView(row: WeekRow): PayoutWeek {
  return {
    weekKey: row.weekKey,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    revenueCents: row.revenueCents,
    budgetCents: row.budgetCents,
    winnersProfitCents: row.winnersProfitCents,
    payoutPoolCents: row.payoutPoolCents,
    multiplierPercent: row.winnersProfitCents > 0 ? row.multiplierPercent : null,
    paidCents: row.paidCents,
    emergencyCents: row.emergencyCents,
    jackpotCents: row.jackpotCents,
    jackpotPaidCents: row.jackpotPaidCents,
    cumulativeCents: row.cumulativeCents,
    merkleRoot: row.merkleRoot,
    settledAt: row.settledAt.toISOString(),
  };
}

const creditColumns = {
  credit: payoutCredits,
  name: users.name,
  publicProfile: users.publicProfile,
};

function creditView(row: {
  credit: typeof payoutCredits.$inferSelect;
  name: string | null;
  publicProfile: boolean | null;
}): PayoutCredit {
  return {
    id: row.credit.id,
    weekKey: row.credit.weekKey,
    kind: row.credit.kind as PayoutCredit["kind"],
    name: row.name ? publicName(row.name, row.publicProfile ?? true) : "A former trader",
    figure: row.credit.figure,
    amountCents: row.credit.amountCents,
    proof: row.credit.proof,
  };
}

/** Settled weeks, newest first (the public payouts page). */
export async function listPayoutWeeks(db: Db, limit = 52): Promise<PayoutWeek[]> {
  const rows = await db.select().from(payoutWeeks).orderBy(desc(payoutWeeks.weekKey)).limit(limit);
  return rows.map(payoutWeekView);
}

/** One week with what it paid to whom (display names only) and each credit's proof. */
export async function getPayoutWeek(db: Db, weekKey: string) {
  const [week] = await db.select().from(payoutWeeks).where(eq(payoutWeeks.weekKey, weekKey));
  if (!week) throw notFound("No payout week settled with that date");
  const rows = await db
    .select(creditColumns)
    .from(payoutCredits)
    .leftJoin(users, eq(users.id, payoutCredits.userId))
    .where(eq(payoutCredits.weekKey, weekKey))
    .orderBy(desc(payoutCredits.amountCents), payoutCredits.id);
  return { week: payoutWeekView(week), credits: rows.map(creditView) };
}

/** The signed-in trader's credits with their week's root, newest week first. */
export async function listMyPayouts(db: Db, userId: string) {
  const rows = await db
    .select({ ...creditColumns, root: payoutWeeks.merkleRoot })
    .from(payoutCredits)
    .innerJoin(payoutWeeks, eq(payoutWeeks.weekKey, payoutCredits.weekKey))
    .leftJoin(users, eq(users.id, payoutCredits.userId))
    .where(eq(payoutCredits.userId, userId))
    .orderBy(desc(payoutCredits.weekKey))
    .limit(200);
  return rows.map((r) => ({ ...creditView(r), merkleRoot: r.root ?? "" }));
}
