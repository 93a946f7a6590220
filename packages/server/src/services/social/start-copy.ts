// Use case: start copying a public book into one's own Beta account (POST /api/copy-subscriptions).
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { CopySubscription, StartCopyBody } from "@proparena/contracts/social";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { startCopyBodySchema } from "@proparena/contracts/social";
import { accounts, copySubscriptions } from "../../db/schema";
import { conflict, HttpError, notFound } from "../../lib/http-error";
import { signalSecret } from "../integrity/signal-hash";
import { bookIdOf, publicBookCondition } from "../openbook/public-books";
import type { ServiceContext } from "../service-context";
import { copyParties } from "./copy-parties";
import { copySubscriptionView } from "./copy-views";
import { findPublicTrader } from "./public-traders";

export const COPY_ONLY_INTO_BETA =
  "Copying is only into your own Beta account: copying into a challenge or funded account is what the integrity rules forbid.";

/** The copier's account, checked: theirs (else 404), their Beta (else 422), still trading. */
async function betaTarget(ctx: ServiceContext, userId: string, accountId: string) {
  const [target] = await ctx.db
    .select({ plan: accounts.plan, status: accounts.status })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  if (!target) throw notFound("Account not found");
  if (target.plan !== "BETA")
    throw new HttpError(ERROR_CODES.copyTargetNotBeta, COPY_ONLY_INTO_BETA);
  if (target.status !== "active") {
    throw conflict("Your Beta account no longer trades: copying needs an active account.");
  }
}

/**
 * Starts a copying: the book must be public and someone else's (404 unknown, 422 OWN_BOOK
 * one's own), the target the caller's own active Beta account (422 COPY_TARGET_NOT_BETA for a
 * challenge or funded one), and one active copying per book (409).
 */
export async function startCopy(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof startCopyBodySchema> & StartCopyBody,
): Promise<CopySubscription> {
  const { userId: traderId } = await findPublicTrader(ctx.db, body.publicId);
  await betaTarget(ctx, userId, body.targetAccountId);
  if (traderId === userId) {
    throw new HttpError(ERROR_CODES.ownBook, "You cannot copy your own book.");
  }
  const books = await ctx.db
    .select({ id: accounts.id, status: accounts.status })
    .from(accounts)
    .where(and(eq(accounts.userId, traderId), publicBookCondition()));
  const secret = await signalSecret(ctx.db);
  const source = books.find((b) => bookIdOf(secret, b.id) === body.bookId);
  if (!source) throw notFound("Book not found");
  if (source.status !== "active")
    throw conflict("This book no longer trades: it cannot be copied.");
  const [running] = await ctx.db
    .select({ id: copySubscriptions.id })
    .from(copySubscriptions)
    .where(
      and(
        eq(copySubscriptions.followerId, userId),
        eq(copySubscriptions.sourceAccountId, source.id),
        eq(copySubscriptions.status, "active"),
      ),
    );
  if (running) throw conflict("You already copy this book: change its limits or stop it first.");
  // Known to the copy runner before the copying exists: its source's next fill is copied, and
  // either account's end stops it.
  const parties = copyParties(ctx.desk);
  parties.sources.add(source.id);
  parties.targets.add(body.targetAccountId);
  const [created] = await ctx.db
    .insert(copySubscriptions)
    .values({
      followerId: userId,
      traderId,
      sourceAccountId: source.id,
      targetAccountId: body.targetAccountId,
      sizeMultiplier: body.sizeMultiplier,
      riskPerTradePercent: body.riskPerTradePercent,
      dailyLossCapCents: body.dailyLossCapCents,
      stopEquityCents: body.stopEquityCents,
      excludedSymbols: [...new Set(body.excludedSymbols)],
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: copySubscriptions.id });
  if (!created) throw conflict("You already copy this book: change its limits or stop it first.");
  return copySubscriptionView(ctx.db, userId, created.id);
}
