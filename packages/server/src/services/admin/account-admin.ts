import type { AdminAccountAction } from "@proparena/contracts/admin-users";
import { randomUUID } from "node:crypto";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { ActAudit, DeskAct, DoneAct } from "../../trading/desk/trading-desk";
import { auditRow } from "../audit/audit-row";
import { writeAuditEntry } from "../audit/write-audit-entry";
import type { UserRow } from "../auth/public-user";
import { adminActNotice } from "../notices/admin-act-notice";
import { notify } from "../notices/notify";
import type { ServiceContext } from "../service-context";
import { resolveReviews } from "../market/resolve-reviews";
import { accountsList } from "./lists/accounts-list";
import { readList } from "./lists/list-engine";

const VERBS: Record<AdminAccountAction, string> = {
  "close-positions": "closed the open positions of",
  fail: "failed",
  reinstate: "reinstated",
  "adjust-balance": "adjusted the balance of",
  "pass-phase": "passed the phase of",
  "uphold-review": "reviewed the breach after the price outage on",
};

/**
 * An operator's act on a trading account (spec §2 /admin/user/{userid}/account/{accountid}),
 * with a reason, through the trading desk, audited, told to the trader (a notice, always
 * e-mailed, keyed by the act's audit entry so one act is one notice). Closing the
 * positions closes each at the current quote, as the trader would. The other acts are made in
 * the engine (domain operator-acts.ts) and written in one statement with their record, which the
 * trader's decisions list shows with the reason and the replay follows, and their audit row:
 * failing closes the positions at the market first; reinstating restores the figures recorded
 * before the account ended, or refuses; a balance adjustment and a phase pass apply only when
 * the account stays inside its limits. 404 for an unknown account, 409 with the reason for an
 * act that does not apply. Answers what happened; the desk's "events" carry the act as well
 * (an accountAct event), where a notice can be hooked on.
 */
export async function actOnAccount(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  action: AdminAccountAction,
  input: { reason: string; ip: string; amountCents?: number },
) {
  if (!isUuid(id)) throw notFound("No such account");
  const userId = ctx.desk.ownerOf(id);
  if (!userId) throw notFound("No such account");
  // The audit entry's id is chosen here, so the trader's notice names the act it tells of.
  const act: AuditedAct = { ctx, admin, id, userId, auditId: randomUUID(), input };
  const { auditId } = act;
  const audit: ActAudit = (evidence) =>
    auditRow(
      auditEntry(
        act,
        action,
        { before: evidence.before, after: evidence.after, amount: evidence.amount },
        new Date(evidence.time),
      ),
    );

  const message =
    action === "close-positions"
      ? await closePositions(act)
      : action === "uphold-review"
        ? await upholdReview(act)
        : doneMessage(
            await ctx.desk.act(id, DESK_ACTS[action](input.amountCents ?? 0), input.reason, audit),
          );
  // A reinstatement is the other answer to a breach flagged after a price outage.
  if (action === "reinstate")
    await resolveReviews(ctx.db, id, "reinstated", admin.id, input.reason, ctx.clock.now());

  const { account } = ctx.desk.accountSummary(id);
  await notify(
    ctx,
    adminActNotice({
      userId,
      account: { id, plan: account.planId, phase: account.phase },
      auditId,
      did: VERBS[action],
      reason: input.reason,
      detail: message,
    }),
  );
  const [row] = (await readList(ctx.db, accountsList, { search: id, limit: 1 })).items;
  return { message, account: row! };
}

/** Each admin action made in the engine, as the desk takes it. */
const DESK_ACTS: Record<
  Exclude<AdminAccountAction, "close-positions" | "uphold-review">,
  (amount: number) => DeskAct
> = {
  fail: () => ({ kind: "fail" }),
  reinstate: () => ({ kind: "reinstate" }),
  "adjust-balance": (amount) => ({ kind: "adjustBalance", amount }),
  "pass-phase": () => ({ kind: "passPhase" }),
};

/** What an act did, in a sentence for the admin and the trader's e-mail. */
function doneMessage({ evidence, account, nextAccountId }: DoneAct): string {
  switch (evidence.act) {
    case "adminFail": {
      const closed = evidence.before.openPositions;
      return `The account is failed${closed ? ` (${closed} position${closed === 1 ? "" : "s"} closed first)` : ""}.`;
    }
    case "phasePass":
      if (nextAccountId) return `Phase passed; the next phase's account ${nextAccountId} is open.`;
      return account.phase === "phase2"
        ? "Phase passed; the funded account opens once the identity check (KYC) is approved and the trader agreement signed."
        : "Phase passed.";
    default:
      return evidence.message;
  }
}

/** An operator's act on an account, with what its audit row says (its id is the notice's key). */
interface AuditedAct {
  ctx: ServiceContext;
  admin: UserRow;
  id: string;
  userId: string;
  auditId: string;
  input: { reason: string; ip: string };
}

/** The act's audit row: who, on which account, why, from where, and what `details` add. */
function auditEntry(act: AuditedAct, action: AdminAccountAction, details: object, at: Date) {
  return {
    id: act.auditId,
    actor: act.admin,
    action: `account-${action}`,
    details: {
      target: { kind: "account", id: act.id, userId: act.userId },
      ...details,
      reason: act.input.reason,
      ip: act.input.ip,
    },
    at,
  };
}

/**
 * The operator's review of a breach flagged after a price outage: the breach stands. Written
 * with its audit row in one transaction; 409 when the account has no pending review.
 */
async function upholdReview(act: AuditedAct): Promise<string> {
  const { ctx, admin, id, input } = act;
  const now = ctx.clock.now();
  const closed = await ctx.db.transaction(async (tx) => {
    const n = await resolveReviews(tx, id, "upheld", admin.id, input.reason, now);
    if (n > 0) await writeAuditEntry(tx, auditEntry(act, "uphold-review", {}, now));
    return n;
  });
  if (closed === 0) throw conflict("This account has no breach waiting for an outage review.");
  return "The breach stands: the review after the price outage is closed.";
}

/** Closes every open position at the current quote (the desk's close), then audits. */
async function closePositions(act: AuditedAct): Promise<string> {
  const { ctx, id } = act;
  const summary = ctx.desk.accountSummary(id);
  if (summary.account.status !== "active") {
    throw conflict(`This account is ${summary.account.status}: it holds no positions.`);
  }
  const open = ctx.desk.openPositions(id);
  if (open.length === 0) throw conflict("This account has no open positions.");
  let realised = 0;
  for (const position of open) {
    realised += (await ctx.desk.closePosition(id, position.id)).trade.pnl;
  }
  const balance = summary.account.balance;
  await writeAuditEntry(
    ctx.db,
    auditEntry(
      act,
      "close-positions",
      {
        before: { status: "active", openPositions: open.length, balance },
        after: { status: "active", openPositions: 0, balance: balance + realised },
      },
      ctx.clock.now(),
    ),
  );
  const n = open.length;
  return `Closed ${n} position${n === 1 ? "" : "s"}.`;
}
