import { INTEGRITY_KIND_LABELS, type IntegrityKind } from "@proparena/contracts/integrity";
import { formatUsd } from "@proparena/domain/core/money";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { integrityPayoutHolds } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import { bookEntries } from "../ledger/book-entries";
import type { NoticeInput } from "../notices/notify";
import type { FlagRow } from "./flag-views";
import { integrityLink } from "./hold-notices";
import { holdingFlags } from "./integrity-holds";

/** Where a held credit sits in the ledger until its flags are decided. */
export const holdAccount = (creditId: string) => `integrity_hold:${creditId}` as const;

interface Credit {
  id: string;
  weekKey: string;
  accountId: string;
  userId: string;
  amount: number;
}

/**
 * Inside the weekly settlement's transaction, after its booking: each credit of an account whose
 * flags hold (its own or its owner's) is kept back, booked from the trader's payable to
 * `integrity_hold:<credit>`, so it cannot be asked for. Answers the notices to send once the
 * transaction commits (the trader hears which flags hold which payout).
 */
export async function holdCredits(
  tx: Tx,
  credits: readonly Credit[],
  now: Date,
): Promise<NoticeInput[]> {
  const notices: NoticeInput[] = [];
  for (const credit of credits) {
    if (credit.amount <= 0) continue;
    const flags = await holdingFlags(tx, credit.userId, credit.accountId);
    if (flags.length === 0) continue;
    await tx.insert(integrityPayoutHolds).values({
      creditId: credit.id,
      userId: credit.userId,
      accountId: credit.accountId,
      amountCents: credit.amount,
      flagIds: flags.map((f) => f.id),
      heldAt: now,
    });
    await bookEntries(
      tx,
      [
        { account: `trader_payable:${credit.userId}`, amount: credit.amount },
        { account: holdAccount(credit.id), amount: -credit.amount },
      ],
      `integrity-hold:${credit.id}`,
      now,
    );
    notices.push({
      userId: credit.userId,
      kind: "payout",
      eventKey: `integrity-payout-hold:${credit.id}`,
      title: `Your payout of ${formatUsd(credit.amount)} for ${credit.weekKey} is held`,
      body: `Your payout of ${formatUsd(credit.amount)} for ${credit.weekKey} (account ${credit.accountId}) is kept back until our team decides on ${flags.length === 1 ? "this integrity flag" : "these integrity flags"}: ${flags.map(describe).join("; ")}. You can answer each flag with a statement and files; when it is cleared, the payout is settled to you.`,
      link: integrityLink(flags[0]!),
      accountId: credit.accountId,
    });
  }
  return notices;
}

const describe = (f: FlagRow) =>
  `${INTEGRITY_KIND_LABELS[f.kind as IntegrityKind]} (score ${f.score}, held from ${f.holdAt})`;

/**
 * After a decision: the credits `flag` kept back. Cleared or warning: each whose other flags
 * hold no more goes back to the trader's payable ("released": the payout is settled). Payout
 * withheld or account closed: each goes to the emergency pool, where unpaid payout budget goes
 * ("withheld"). Answers the credits released.
 */
export async function settleHeldCredits(
  tx: Tx,
  flag: FlagRow,
  outcome: "release" | "withhold",
  now: Date,
): Promise<{ creditId: string; amount: number; accountId: string }[]> {
  const held = await tx
    .select()
    .from(integrityPayoutHolds)
    .where(
      and(
        eq(integrityPayoutHolds.status, "held"),
        sql`${integrityPayoutHolds.flagIds} ? ${flag.id}`,
      ),
    )
    .for("update");
  const done: { creditId: string; amount: number; accountId: string }[] = [];
  for (const hold of held) {
    if (outcome === "release") {
      const still = await holdingFlags(tx, hold.userId, hold.accountId);
      if (still.some((f) => f.id !== flag.id)) continue;
    }
    const to =
      outcome === "release" ? (`trader_payable:${hold.userId}` as const) : "emergency_pool";
    await bookEntries(
      tx,
      [
        { account: holdAccount(hold.creditId), amount: hold.amountCents },
        { account: to, amount: -hold.amountCents },
      ],
      `integrity-${outcome}:${hold.creditId}`,
      now,
    );
    await tx
      .update(integrityPayoutHolds)
      .set({ status: outcome === "release" ? "released" : "withheld", endedAt: now })
      .where(eq(integrityPayoutHolds.creditId, hold.creditId));
    if (outcome === "release") {
      done.push({ creditId: hold.creditId, amount: hold.amountCents, accountId: hold.accountId });
    }
  }
  return done;
}

/** Paying a trader waits while any of their flags holds: 409 naming them. */
export async function refuseWhileHeld(tx: Tx, userId: string): Promise<void> {
  const flags = await holdingFlags(tx, userId);
  if (flags.length > 0) {
    throw conflict(
      `Payouts are held until our team decides on ${flags.length === 1 ? "an integrity flag" : "integrity flags"}: ${flags.map(describe).join("; ")}.`,
    );
  }
}
