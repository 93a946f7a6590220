import type {
  ChangePasswordBody,
  ChangePasswordResponse,
} from "@proparena/contracts/account-settings";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { fieldInvalid } from "../../lib/http-error";
import { passwordProblem } from "../../lib/password-strength";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { endOtherCredentials } from "../auth/credential-events";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";

/**
 * A signed-in trader changes their password: the current one must be right (400 on the field
 * otherwise, nothing changes), the new one strong. A credential event: every other session and
 * every pending link ends. The session making the change stays signed in.
 */
export async function changePassword(
  ctx: ServiceContext,
  user: UserRow,
  currentToken: string,
  body: ChangePasswordBody,
): Promise<ChangePasswordResponse> {
  if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
    throw fieldInvalid("currentPassword", "Your current password is not right.");
  const weak = passwordProblem(body.newPassword, [user.email, user.name]);
  if (weak) throw fieldInvalid("newPassword", weak);
  if (body.newPassword === body.currentPassword)
    throw fieldInvalid("newPassword", "Choose a password other than your current one.");
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.clock.now() })
      .where(eq(users.id, user.id));
    return endOtherCredentials(tx, ctx.clock, user.id, currentToken);
  });
  ended.announce();
  const { endedSessions } = ended;
  return {
    message:
      endedSessions === 0
        ? "Password changed."
        : `Password changed. ${endedSessions} other session${endedSessions === 1 ? " was" : "s were"} signed out.`,
    endedSessions,
  };
}
