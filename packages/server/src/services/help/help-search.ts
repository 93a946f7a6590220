import type { HelpArticle, HelpSearchResponse } from "@proparena/contracts/help";
import {
  fundedPathAnswer,
  helpIntents,
  whenPaidAnswer,
  whyFailedAnswer,
  type FailureFacts,
  type HelpAnswer,
  type HelpIntent,
} from "@proparena/domain/backoffice/help-account-answers";
import { helpArticles } from "./help-articles";
import { searchHelp } from "@proparena/domain/backoffice/help-search";
import type { PhaseId } from "@proparena/domain/rules/phases";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { and, count, desc, eq } from "drizzle-orm";
import { accounts, ruleDecisions } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import { fundedPath } from "../funded/read-funded-path";
import { myPayoutRequests } from "../payouts/list-my-payout-requests";
import type { ServiceContext } from "../service-context";

const ARTICLES_SHOWN = 6;

/** The trader's newest failed account and the breach decision that ended it, or null. */
async function lastFailure(ctx: ServiceContext, userId: string): Promise<FailureFacts | null> {
  const [account] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.status, "failed")))
    .orderBy(desc(accounts.endedAt), desc(accounts.createdAt))
    .limit(1);
  if (!account) return null;
  const [decision] = await ctx.db
    .select({ evidence: ruleDecisions.evidence })
    .from(ruleDecisions)
    .where(and(eq(ruleDecisions.accountId, account.id), eq(ruleDecisions.outcome, "breach")))
    .orderBy(desc(ruleDecisions.time))
    .limit(1);
  return {
    userId,
    accountId: account.id,
    planId: account.plan,
    phase: account.phase as PhaseId,
    endedAt: (account.endedAt ?? account.createdAt).getTime(),
    message: decision ? (decision.evidence as RuleEvidence).message : null,
  };
}

async function activeFundedAccounts(ctx: ServiceContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.phase, "funded"), eq(accounts.status, "active")),
    );
  return row?.n ?? 0;
}

/** Reads only the facts an intent needs and lets the domain word the answer. */
async function answerFor(
  ctx: ServiceContext,
  user: UserRow,
  intent: HelpIntent,
): Promise<HelpAnswer> {
  switch (intent) {
    case "whyFailed":
      return whyFailedAnswer(await lastFailure(ctx, user.id));
    case "whenPaid": {
      const [requests, funded] = await Promise.all([
        myPayoutRequests(ctx, user.id),
        activeFundedAccounts(ctx, user.id),
      ]);
      return whenPaidAnswer({
        now: ctx.clock.now().getTime(),
        timeZone: ctx.settings.resetTimeZone,
        activeFundedAccounts: funded,
        owedCents: requests.owedCents,
        availableCents: requests.availableCents,
        openRequests: requests.requests.filter(
          (r) => r.status === "pending" || r.status === "approved",
        ).length,
      });
    }
    case "fundedPath": {
      const [path, funded] = await Promise.all([
        fundedPath(ctx, user.id),
        activeFundedAccounts(ctx, user.id),
      ]);
      return fundedPathAnswer({ fundedAccountOpen: funded > 0, missing: path.missing });
    }
  }
}

/**
 * GET /api/help/search: the FAQ answers and rules that match the question (the same for
 * everyone, pure), and for a signed-in trader the answers from their own account first.
 */
export async function helpSearch(
  ctx: ServiceContext,
  query: string,
  user: UserRow | null,
): Promise<HelpSearchResponse> {
  const articles: HelpArticle[] = searchHelp(helpArticles(), query, ARTICLES_SHOWN).map(
    ({ item }) => ({
      id: item.id,
      source: item.source,
      title: item.title,
      text: item.text,
      href: item.href,
    }),
  );
  const personal = user
    ? await Promise.all(helpIntents(query).map((intent) => answerFor(ctx, user, intent)))
    : [];
  return { query, signedIn: user !== null, personal, articles };
}
