import type { PayoutCredit, PayoutWeek } from "@proparena/contracts/payouts";
import type { payoutWeeks } from "../../db/schema";
import { payoutCredits, users } from "../../db/schema";
import { publicName } from "../public/display-name";

// Settled payout weeks and their credits as the API shows them.

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

export const creditColumns = {
  credit: payoutCredits,
  name: users.name,
  publicProfile: users.publicProfile,
};

export function creditView(row: {
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
