import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { FundedPath } from "@proparena/contracts/funded-path";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accounts, users } from "../../db/schema";
import type { Db } from "../../db/database";
import { HttpError } from "../../lib/http-error";
import { passOf } from "../../trading/desk/pass-successors";
import type { OwnedEvent, TradingDesk } from "../../trading/desk/trading-desk";
import { currentAgreement } from "../agreements/agreement-text";
import { signedCurrentAgreement } from "../agreements/signatures";
import { kycStatusOfUser } from "../kyc/kyc-submissions";
import { announce } from "../discord/discord-deliveries";
import { notify } from "../notices/notify";
import { publicName } from "../public/display-name";
import type { ServiceContext } from "../service-context";

const successor = alias(accounts, "successor");

/** Passed phase II accounts (newest first) with the funded account each opened, if any. */
async function passedPhaseTwo(db: Db, userId?: string) {
  return db
    .select({
      id: accounts.id,
      userId: accounts.userId,
      plan: accounts.plan,
      endedAt: accounts.endedAt,
      fundedId: successor.id,
    })
    .from(accounts)
    .leftJoin(successor, eq(successor.previousAccountId, accounts.id))
    .where(
      and(
        eq(accounts.phase, "phase2"),
        eq(accounts.status, "passed"),
        userId ? eq(accounts.userId, userId) : isNull(successor.id),
      ),
    )
    .orderBy(desc(sql`coalesce(${accounts.endedAt}, ${accounts.createdAt})`));
}

const KYC_MISSING = {
  not_started: "Verify your identity (KYC).",
  submitted: "Wait for your identity documents to be checked.",
  rejected: "Your identity documents were rejected: send new ones.",
  approved: null,
} as const;

/** What stands between the trader's passed phase II accounts and their funded accounts. */
export async function fundedPath(ctx: ServiceContext, userId: string): Promise<FundedPath> {
  const [passed, kycStatus, agreementSigned] = await Promise.all([
    passedPhaseTwo(ctx.db, userId),
    kycStatusOfUser(ctx.db, userId),
    signedCurrentAgreement(ctx.db, userId),
  ]);
  const waiting = passed.some((row) => row.fundedId === null);
  const missing: string[] = [];
  if (passed.length === 0) missing.push("Pass phase II of a challenge.");
  if (passed.length === 0 || waiting) {
    const kyc = KYC_MISSING[kycStatus];
    if (kyc) missing.push(kyc);
    if (!agreementSigned) {
      missing.push(`Sign the trader agreement (version ${currentAgreement().version}).`);
    }
  }
  return {
    kycStatus,
    agreementSigned,
    missing,
    accounts: passed.map((row) => ({
      passedAccountId: row.id,
      planId: row.plan,
      passedAt: (row.endedAt ?? new Date(0)).toISOString(),
      fundedAccountId: row.fundedId,
    })),
  };
}

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
  const waiting = (await passedPhaseTwo(ctx.db, userId)).filter((row) => row.fundedId === null);
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

/** Every trader whose funded account is due (a leader starting catches what a crash left). */
export async function openAllDueFundedAccounts(ctx: ServiceContext): Promise<number> {
  const due = await passedPhaseTwo(ctx.db);
  let opened = 0;
  for (const userId of new Set(due.map((row) => row.userId))) {
    opened += (await openFundedAccountsIfReady(ctx, userId)).length;
  }
  return opened;
}

/**
 * On the leader: a phase II pass opens the funded account at once when KYC and the agreement
 * are already done.
 */
export function attachFundedOpener(
  ctx: ServiceContext,
  desk: TradingDesk,
  onError: (error: unknown) => void,
): () => void {
  const onEvents = (events: readonly OwnedEvent[]) => {
    const passedPhaseTwoOwners = new Set(
      events.filter((e) => passOf(e.event)?.account.phase === "phase2").map((e) => e.userId),
    );
    for (const userId of passedPhaseTwoOwners) {
      openFundedAccountsIfReady(ctx, userId).catch(onError);
    }
  };
  desk.on("events", onEvents);
  return () => desk.off("events", onEvents);
}
