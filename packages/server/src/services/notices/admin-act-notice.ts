import type { NoticeInput } from "./notify";
import { accountName } from "./account-names";

/**
 * The notice of an operator's act on a trader's account (always e-mailed: someone else changed
 * their account). One per audit entry: `auditId` is the act's `audit_log` row, so the act and its
 * notice are one event. Record it in the act's transaction and announce it after the commit:
 *
 *   const auditId = randomUUID();
 *   await writeAuditEntry(tx, { id: auditId, ... });
 *   const recorded = await recordNotices(tx, ctx, [adminActNotice({ ..., auditId })]);
 *   // after the transaction commits:
 *   announceNotices(ctx, recorded);
 *
 * or, after the commit, `await notify(ctx, adminActNotice({...}))`.
 */
export function adminActNotice(act: {
  /** The account's owner. */
  userId: string;
  account: { id: string; plan: string; phase: string };
  auditId: string;
  /** Past tense, as "Our team … your account": "reinstated", "adjusted the balance of". */
  did: string;
  /** The operator's reason, shown as written. */
  reason: string;
  /** What it changed or what follows, in a sentence or two (optional). */
  detail?: string;
}): NoticeInput {
  const name = accountName(act.account.plan, act.account.phase);
  return {
    userId: act.userId,
    kind: "admin-act",
    eventKey: `audit:${act.auditId}`,
    title: `Our team ${act.did} your ${name} account`,
    body: [
      `Our team ${act.did} your ${name} account (${act.account.id}), for this reason: ${act.reason}`,
      act.detail,
    ]
      .filter(Boolean)
      .join("\n\n"),
    link: `/dashboard/metrics/${act.userId}/${act.account.id}`,
    accountId: act.account.id,
  };
}
