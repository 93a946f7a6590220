import type { AdminAccountAction } from "@proparena/contracts/admin-users";
import { eq } from "drizzle-orm";
import { accounts, auditLog, users } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
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
      await tx.insert(auditLog).values({
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
      });
    });
  // A status change is made with the desk paused and rebuilt; closing went through the desk.
  if (action === "close-positions") await write();
  else await ctx.desk.changeOutside(write);
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, account.userId));
  const verb = {
    "close-positions": "closed the open positions of",
    fail: "failed",
    reinstate: "reinstated",
  }[action];
  if (owner) {
    await ctx.mailer.send({
      to: owner.email,
      subject: `Our team ${verb} your ${ctx.settings.productName} account`,
      text: `Hello ${owner.name},\n\nOur team ${verb} your account ${id}, for this reason:\n\n${input.reason}\n\nSee it here: ${ctx.settings.publicOrigin}/dashboard/metrics/${owner.id}/${id}\n`,
    });
  }
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
