import type { AdminUserAction, AdminUserDetail } from "@proparena/contracts/admin-users";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/database";
import type { Clock } from "../../lib/clock";
import { recoveryCodes, users } from "../../db/schema";
import { conflict, fieldInvalid, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { sendVerificationEmail } from "../auth/send-verification";
import { endOtherCredentials } from "../auth/credential-events";
import { forgetCachedUser, revokeUserSessions } from "../auth/sessions";
import type { ServiceContext } from "../service-context";
import { writeAuditEntry } from "../audit/write-audit-entry";
import { adminUserDetail } from "./get-admin-user-detail";

type Row = typeof users.$inferSelect;

/** Why the action does not apply to the user as they are, or null. */
function refusal(action: AdminUserAction, user: Row): string | null {
  switch (action) {
    case "suspend":
      return user.suspendedAt ? "This user is already suspended." : null;
    case "unsuspend":
      return user.suspendedAt ? null : "This user is not suspended.";
    case "reset-2fa":
      return user.totpEnabledAt ? null : "This user has no two-factor sign-in to reset.";
    case "resend-verification":
      return user.emailVerifiedAt ? "This user's e-mail is already verified." : null;
    case "make-admin":
      return user.isAdmin ? "This user is already an admin." : null;
  }
}

const snapshot = (u: Row) => ({
  suspended: u.suspendedAt !== null,
  twoFactor: u.totpEnabledAt !== null,
  verified: u.emailVerifiedAt !== null,
  isAdmin: u.isAdmin,
});

async function apply(
  tx: Tx,
  clock: Clock,
  action: AdminUserAction,
  user: Row,
  afterCommit: (() => void)[],
): Promise<Row> {
  const now = clock.now();
  const set =
    action === "suspend"
      ? { suspendedAt: now }
      : action === "unsuspend"
        ? { suspendedAt: null }
        : action === "reset-2fa"
          ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null }
          : action === "make-admin"
            ? { isAdmin: true }
            : {};
  if (action === "reset-2fa") {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    // A credential event: every session and pending link of the account ends.
    afterCommit.push((await endOtherCredentials(tx, clock, user.id)).announce);
  }
  const [updated] = await tx
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

/**
 * An admin acts on a user: with a reason, under a row lock (two admins at once: the second
 * finds the action no longer applies, 409), written to the audit log with before and after.
 * Suspending ends every session at once; making an admin needs the e-mail typed again.
 */
export async function actOnUser(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  action: AdminUserAction,
  input: { reason: string; confirm?: string; ip: string },
): Promise<AdminUserDetail> {
  const now = ctx.clock.now();
  const afterCommit: (() => void)[] = [];
  const user = await ctx.db.transaction(async (tx) => {
    const [current] = isUuid(id)
      ? await tx.select().from(users).where(eq(users.id, id)).for("update")
      : [];
    if (!current) throw notFound("No such user");
    const refused = refusal(action, current);
    if (refused) throw conflict(refused);
    if (action === "suspend" && current.id === admin.id)
      throw conflict("You cannot suspend yourself.");
    if (
      action === "make-admin" &&
      (input.confirm ?? "").trim().toLowerCase() !== current.email.toLowerCase()
    ) {
      throw fieldInvalid("confirm", `Type ${current.email} to confirm.`);
    }
    const updated = await apply(tx, ctx.clock, action, current, afterCommit);
    await writeAuditEntry(tx, {
      actor: admin,
      action: `user-${action}`,
      details: {
        target: { kind: "user", id: current.id, userId: current.id, email: current.email },
        before: snapshot(current),
        after: snapshot(updated),
        reason: input.reason,
        ip: input.ip,
      },
      at: now,
    });
    return updated;
  });
  for (const announce of afterCommit) announce();
  forgetCachedUser(user.id);
  const product = ctx.settings.productName;
  if (action === "suspend") {
    await revokeUserSessions(ctx.db, ctx.clock, user.id, "all");
    await ctx.mailer.send({
      to: user.email,
      subject: `Your ${product} account is suspended`,
      text: `Hello ${user.name},\n\nYour account was suspended for this reason:\n\n${input.reason}\n\nReply to ${ctx.settings.supportEmail} if you think this is a mistake.\n`,
    });
  } else if (action === "unsuspend") {
    await ctx.mailer.send({
      to: user.email,
      subject: `Your ${product} account is active again`,
      text: `Hello ${user.name},\n\nYour account is active again: you can sign in.\n`,
    });
  } else if (action === "reset-2fa") {
    await ctx.mailer.send({
      to: user.email,
      subject: `Two-factor sign-in was reset on your ${product} account`,
      text: `Hello ${user.name},\n\nAt your request, our support team turned off two-factor sign-in on your account and signed out every session. Sign in with your password and turn it on again in your settings.\n\nIf you did not ask for this, contact ${ctx.settings.supportEmail} at once.\n`,
    });
  } else if (action === "resend-verification") {
    await sendVerificationEmail(ctx, user);
  }
  return adminUserDetail(ctx, user.id);
}
