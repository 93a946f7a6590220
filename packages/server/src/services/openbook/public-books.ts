import { createHmac } from "node:crypto";
import { OPENBOOK_PHASE_LABELS, type OpenbookPhase } from "@proparena/contracts/openbook";
import { getPlan } from "@proparena/domain/rules/plans";
import { eq, exists, or, sql, type SQL } from "drizzle-orm";
import { accounts, openbookPublications } from "../../db/schema";
import type { ServiceContext } from "../service-context";

// Which accounts are public books (issue 31), and their public ids. Shared by the openbook's
// pages and social trading (follow, feed, copy): one definition of "public" for both.

/** OPENBOOK_DELAY_MINUTES when nothing sets it. */
export const OPENBOOK_DELAY_MINUTES = 15;

/**
 * A book's public id: 16 hex digits of HMAC-SHA256 over "book:" + the account id, with the
 * server's secret (`signalSecret`), so it is stable per account and tells nothing of the id.
 */
export function bookIdOf(secret: string, accountId: string): string {
  return createHmac("sha256", secret).update(`book:${accountId}`).digest("hex").slice(0, 16);
}

/**
 * The SQL condition "this account is a public book": funded accounts always are (the rules'
 * "Transparency: openbook"); Beta and challenge accounts only while published. `account` is
 * the accounts table or an alias of it.
 */
export function publicBookCondition(account: typeof accounts = accounts): SQL {
  return or(
    eq(account.phase, "funded"),
    exists(
      sql`(select 1 from ${openbookPublications} where ${openbookPublications.accountId} = ${account.id})`,
    ),
  )!;
}

/** The openbook delay in milliseconds (OPENBOOK_DELAY_MINUTES). */
export const openbookDelayMs = (ctx: Pick<ServiceContext, "settings">): number =>
  ctx.settings.openbookDelayMinutes * 60_000;

/** What a book is on public pages: Beta, a challenge phase, or funded. */
export function bookPhaseOf(plan: string, phase: string): OpenbookPhase {
  if (plan === "BETA") return "beta";
  return phase === "funded" || phase === "phase2" ? phase : "phase1";
}

/** A book's label: "Beta", "Phase I · 50K", "Funded · 200K". */
export function bookLabel(plan: string, phase: string): string {
  const bookPhase = bookPhaseOf(plan, phase);
  const label = OPENBOOK_PHASE_LABELS[bookPhase];
  return bookPhase === "beta" ? label : `${label} · ${getPlan(plan)?.label ?? plan}`;
}
