import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { signedCurrentAgreement } from "../agreements/signed-current-agreement";
import { kycStatusOfUser } from "../kyc/read-kyc-status";
import { announce } from "../discord/announce-on-discord";
import { notify } from "../notices/notify";
import { publicName } from "../public/display-name";
import type { ServiceContext } from "../service-context";
import { passHeld } from "../integrity/resume-held-steps";
import { passedPhaseTwo } from "./passed-phase-two";

/**
 * Opens the funded account of each of the trader's passed phase II accounts that has none, once
 * their identity is verified and the current agreement signed (DESIGN §5). Exactly once: the
 * desk refuses a second successor and the database keeps at most one per account. Answers the
 * accounts it opened; the trader gets an e-mail and a notice in the arena (the desk's "opened").
 */
export async function openFundedAccountsIfReady(
  ctx: ServiceContext,
  userId: string,
): Promise<string[]> {
  const waiting = [];
  for (const row of await passedPhaseTwo(ctx.db, userId)) {
    // A pass that integrity flags hold opens when they are decided (resume-held-steps.ts).
    if (row.fundedId === null && !(await passHeld(ctx, userId, row.id))) waiting.push(row);
  }
  if (waiting.length === 0) return [];
  const [kycStatus, agreementSigned] = await Promise.all([
    kycStatusOfUser(ctx.db, userId),
    signedCurrentAgreement(ctx.db, userId),
  ]);
  if (kycStatus !== "approved" || !agreementSigned) return [];
  const opened: string[] = [];
  for (const passed of waiting) {
    try {
      const account = await ctx.desk.openFundedAccount(userId, passed.id, {
        kycApproved: true,
        agreementSigned: true,
      });
      opened.push(account.id);
    } catch (error) {
      // Opened meanwhile by another trigger (a pass, a signature, an approval): nothing to do.
      if (error instanceof HttpError && error.code === ERROR_CODES.conflict) continue;
      throw error;
    }
  }
  if (opened.length > 0) {
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, userId));
    if (owner) {
      await announce(ctx, "newFundedTrader", {
        content: `${publicName(owner.name, owner.publicProfile)} is now a funded trader. Congratulations!`,
      });
    }
    await notify(
      ctx,
      opened.map((accountId) => ({
        userId,
        kind: "account-opened" as const,
        eventKey: `account-opened:${accountId}`,
        title: `Your ${ctx.settings.productName} funded account is open`,
        body: "Congratulations: your identity is verified, your trader agreement is signed and your funded account is open. Trade it in the arena; its figures are on its page.",
        link: `/dashboard/metrics/${userId}/${accountId}`,
        accountId,
      })),
    );
  }
  return opened;
}
