import {
  INTEGRITY_KIND_LABELS,
  type IntegrityFlag,
  type IntegrityKind,
} from "@proparena/contracts/integrity";
import type { z } from "zod";
import type { decideIntegrityFlagBodySchema } from "@proparena/contracts/integrity";
import { formatUsd } from "@proparena/domain/core/money";
import { eq } from "drizzle-orm";
import { integrityFlags } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { writeAuditEntry } from "../audit/write-audit-entry";
import { notify } from "../notices/notify";
import type { ServiceContext } from "../service-context";
import { flagView, PENDING_STATUSES, type FlagRow } from "./flag-views";
import { integrityLink } from "./hold-notices";
import { settleHeldCredits } from "./payout-holds";
import { resumeHeldPasses } from "./resume-held-steps";

const OUTCOME_WORDS = {
  cleared: "cleared: nothing was wrong",
  warning: "closed with a warning",
  "payout-withheld": "upheld: the payout it held is withheld",
  "account-closed": "upheld: the account is closed",
} as const;

/**
 * POST /api/admin/integrity/flags/:id/decide (on the leader): an admin decides an open or
 * appealed flag against the status they saw (409 when someone decided first). In one
 * transaction: the decision, its audit entry with the reason, and the payouts it held (released
 * to the trader when cleared or warning, to the emergency pool when withheld or closed). Then the
 * held passes open (cleared, warning), or the account is closed through the desk (for a flag on
 * the person, all their open accounts), and the trader is e-mailed.
 */
export async function decideFlag(
  ctx: ServiceContext,
  admin: UserRow,
  flagId: string,
  body: z.output<typeof decideIntegrityFlagBodySchema>,
  ip: string,
): Promise<IntegrityFlag> {
  const now = ctx.clock.now();
  const { row, released } = await ctx.db.transaction(async (tx) => {
    const [current] = isUuid(flagId)
      ? await tx.select().from(integrityFlags).where(eq(integrityFlags.id, flagId)).for("update")
      : [];
    if (!current) throw notFound("Flag not found");
    if (current.status !== body.expectedStatus) {
      throw conflict(
        `This flag is ${current.status} now, not ${body.expectedStatus}: someone else decided first.`,
      );
    }
    if (!PENDING_STATUSES.includes(body.expectedStatus)) {
      throw conflict(`This flag is already decided (${current.status}).`);
    }
    const [updated] = await tx
      .update(integrityFlags)
      .set({
        status: body.outcome,
        decisionOutcome: body.outcome,
        decisionReason: body.reason,
        decidedBy: admin.id,
        decidedAt: now,
      })
      .where(eq(integrityFlags.id, current.id))
      .returning();
    await writeAuditEntry(tx, {
      actor: admin,
      action: "integrity-decide",
      details: {
        target: { id: current.id, userId: current.userId, accountId: current.accountId },
        kind: current.kind,
        score: current.score,
        evidenceHash: current.evidenceHash,
        before: current.status,
        after: body.outcome,
        reason: body.reason,
        ip,
      },
      at: now,
    });
    const keep = body.outcome === "cleared" || body.outcome === "warning";
    const released = await settleHeldCredits(tx, updated!, keep ? "release" : "withhold", now);
    return { row: updated!, released };
  });
  ctx.integrity.released(row.flagKey);
  if (row.status === "cleared" || row.status === "warning") {
    await resumeHeldPasses(ctx, row);
  } else if (row.status === "account-closed") {
    await closeFlaggedAccounts(ctx, row);
  }
  await notify(ctx, decisionNotice(row, released));
  return flagView(row);
}

async function closeFlaggedAccounts(ctx: ServiceContext, row: FlagRow): Promise<void> {
  const reason = `Closed after an integrity review (${row.kind}): ${row.decisionReason ?? ""}`;
  const ids = row.accountId ? [row.accountId] : ctx.desk.accountIdsOf(row.userId);
  for (const id of ids) {
    const summary = ctx.desk.accountSummary(id);
    if (summary.account.status === "active") await ctx.desk.closeAccount(id, reason);
  }
}

function decisionNotice(row: FlagRow, released: { amount: number }[]) {
  const label = INTEGRITY_KIND_LABELS[row.kind as IntegrityKind];
  const paid = released.reduce((a, r) => a + r.amount, 0);
  return {
    userId: row.userId,
    kind: "admin-act" as const,
    eventKey: `integrity-decision:${row.id}:${row.decidedAt!.getTime()}`,
    title: `Integrity review: "${label}" ${OUTCOME_WORDS[row.status as keyof typeof OUTCOME_WORDS]}`,
    body: [
      `Our team reviewed the "${label}" flag (score ${row.score}, evidence hash ${row.evidenceHash}) and decided: ${OUTCOME_WORDS[row.status as keyof typeof OUTCOME_WORDS]}.`,
      `Reason: ${row.decisionReason ?? ""}`,
      paid > 0 ? `The payout it held, ${formatUsd(paid)}, is now owed to you.` : "",
      row.status === "payout-withheld" || row.status === "account-closed"
        ? "This decision is listed in the public integrity register under a pseudonym, with the evidence hash you were shown."
        : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
    link: integrityLink(row),
    accountId: row.accountId,
  };
}
