import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { endOtherCredentials } from "../auth/credential-events";
import { consumeEmailToken, EMAIL_TOKEN_TTL_MS, issueEmailToken } from "../auth/email-tokens";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";
import { refuseTaken } from "./email-change-refusals";

const UNDO_DAYS = EMAIL_TOKEN_TTL_MS.revert_email / 86_400_000;

/**
 * The link from the new address moves the account there (409 if it was taken meanwhile). A
 * credential event: every other session and pending link ends (the session that follows the
 * link stays, when it is the owner's: `keepSession`). The old address is told, with a link
 * that undoes the move for a week.
 */
export async function confirmEmailChange(
  ctx: ServiceContext,
  token: string,
  keepSession?: { userId: string; token: string },
): Promise<{ message: string; email: string }> {
  const now = ctx.clock.now();
  const { userId, oldEmail, newEmail, name, ended, undoToken } = await ctx.db.transaction(
    async (tx) => {
      const row = await consumeEmailToken(tx, ctx.clock, token, "change_email");
      if (!row?.newEmail) {
        throw badRequest(
          "This link is invalid, already used or expired. Ask for a new one in your settings.",
          ERROR_CODES.linkInvalid,
        );
      }
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for("update");
      if (!user) throw badRequest("This link is invalid.", ERROR_CODES.linkInvalid);
      await refuseTaken(tx, row.newEmail, user.id);
      await tx
        .update(users)
        .set({ email: row.newEmail, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      const kept = keepSession?.userId === user.id ? keepSession.token : undefined;
      return {
        userId: user.id,
        oldEmail: user.email,
        newEmail: row.newEmail,
        name: user.name,
        ended: await endOtherCredentials(tx, ctx.clock, user.id, kept),
        // Sent to the old address, for the account as it is now; credential events leave it.
        undoToken: await issueEmailToken(
          tx,
          ctx.clock,
          { id: user.id, email: row.newEmail },
          "revert_email",
          { newEmail: user.email },
        ),
      };
    },
  );
  ended.announce();
  forgetCachedUser(userId);
  await ctx.mailer.send({
    to: oldEmail,
    subject: `Your ${ctx.settings.productName} e-mail address was changed`,
    text: `Hello ${name},\n\nYour account now uses ${newEmail}; this address no longer signs in, and every other session was signed out.\n\nIf this was not you, undo the change with this link (it works for ${UNDO_DAYS} days): it moves the account back to this address, signs every session out and lets you choose a new password.\n\n${ctx.settings.publicOrigin}/auth/undo-email-change/${undoToken}\n\nQuestions: ${ctx.settings.supportEmail}\n`,
  });
  return { message: `Your account now uses ${newEmail}.`, email: newEmail };
}
