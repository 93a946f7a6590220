import type { AdminAccountAction } from "@proparena/contracts/admin-users";
import { eq } from "drizzle-orm";
import { accounts, auditLog } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { adminActNotice } from "../notices/admin-act-notice";
import { announceNotices, recordNotices } from "../notices/notify";
import type { ServiceContext } from "../service-context";
import { accountsList } from "./lists/accounts-list";
import { readList } from "./lists/list-engine";

type AccountRow = typeof accounts.$inferSelect;

const REFUSALS: Record<AdminAccountAction, (a: AccountRow, open: number) => string | null> = {
  "close-positions": (a, open) =>
    a.status !== "active"
      ? `This account is ${a.status}: it holds no positions.`
      : open === 0
        ? "This account has no open positions."
        : null,
  fail: (a) => (a.status === "active" ? null : `This account is already ${a.status}.`),
  reinstate: (a) =>
    a.status === "failed"
      ? null
      : `Only a failed account can be reinstated; this one is ${a.status}.`,
};

/** What the trader's notice says the act did. */
const DETAILS: Record<AdminAccountAction, (closed: number) => string> = {
  "close-positions": (closed) =>
    `${closed} position${closed === 1 ? " was" : "s were"} closed at the current prices. The account stays open.`,
  fail: (closed) =>
    `The account is failed${closed ? `; its ${closed} open position${closed === 1 ? " was" : "s were"} closed first` : ""}.`,
  reinstate: () => "The account is active again; its rules apply from the next quote.",
};

/**
 * An operator's act on a trading account (spec §2 /admin/user/{userid}/account/{accountid}),
 * with a reason, audited, told to the trader. Closing positions goes through the desk at the
 * current quotes; failing closes them first, then marks the account failed; reinstating makes a
 * failed account active again (its rules apply from the next quote). Both status changes are
 * made with the desk paused and rebuilt from the database.
 */
export async function actOnAccount(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  action: AdminAccountAction,
  input: { reason: string; ip: string },
) {
  const [account] = isUuid(id)
    ? await ctx.db.select().from(accounts).where(eq(accounts.id, id))
    : [];
  if (!account) throw notFound("No such account");
  const open = account.status === "active" ? ctx.desk.openPositions(id) : [];
  const refused = REFUSALS[action](account, open.length);
  if (refused) throw conflict(refused);

  let closed = 0;
  if (action === "close-positions" || action === "fail") {
    // An operator's act: the desk's close, with no owner check.
    for (const position of ctx.desk.openPositions(id)) {
      await ctx.desk.closePosition(id, position.id);
      closed++;
    }
  }
  const now = ctx.clock.now();
  const verb = {
    "close-positions": "closed the open positions of",
    fail: "failed",
    reinstate: "reinstated",
  }[action];
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(accounts).where(eq(accounts.id, id)).for("update");
      if (action !== "close-positions") {
        const again = REFUSALS[action](current!, 0);
        if (again) throw conflict(again);
        await tx
          .update(accounts)
          .set(
            action === "fail"
              ? { status: "failed", endedAt: now }
              : { status: "active", endedAt: null },
          )
          .where(eq(accounts.id, id));
      }
      const [audit] = await tx
        .insert(auditLog)
        .values({
          actorId: admin.id,
          actorEmail: admin.email,
          action: `account-${action}`,
          details: {
            target: { kind: "account", id, userId: account.userId },
            before: { status: current!.status, openPositions: open.length },
            after: {
              status:
                action === "fail" ? "failed" : action === "reinstate" ? "active" : current!.status,
              openPositions: 0,
              closedPositions: closed,
            },
            reason: input.reason,
            ip: input.ip,
          },
          createdAt: now,
        })
        .returning({ id: auditLog.id });
      // The trader hears of it (always e-mailed): recorded with the act, sent after the commit.
      return recordNotices(tx, ctx, [
        adminActNotice({
          userId: account.userId,
          account,
          auditId: audit!.id,
          did: verb,
          reason: input.reason,
          detail: DETAILS[action](closed),
        }),
      ]);
    });
  // A status change is made with the desk paused and rebuilt; closing went through the desk.
  const recorded =
    action === "close-positions" ? await write() : await ctx.desk.changeOutside(write);
  announceNotices(ctx, recorded);
  const [row] = (await readList(ctx.db, accountsList, { search: id, limit: 1 })).items;
  return {
    message:
      action === "close-positions"
        ? `Closed ${closed} position${closed === 1 ? "" : "s"}.`
        : action === "fail"
          ? `The account is failed${closed ? ` (${closed} position${closed === 1 ? "" : "s"} closed first)` : ""}.`
          : "The account is active again; its rules apply from the next quote.",
    account: row!,
  };
}
