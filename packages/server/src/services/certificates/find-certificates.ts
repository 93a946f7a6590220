import type { Certificate } from "@proparena/contracts/certificates";
import { getPlan } from "@proparena/domain/rules/plans";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { and, desc, eq } from "drizzle-orm";
import { accounts, payoutCredits, payoutWeeks, ruleDecisions, users } from "../../db/schema";
import { isUuid } from "../../lib/is-uuid";
import { publicName } from "../public/display-name";
import type { ServiceContext } from "../service-context";

/**
 * Certificates are not a table of their own: each is a stored fact, a passing rule decision or
 * a weekly payout credit, shown under that record's random id. Nothing can be issued that did
 * not happen, and the verification page reads the same record.
 */
const planLabel = (planId: string | null) =>
  planId ? (getPlan(planId)?.label ?? planId) : "Funded";

function shape(ctx: ServiceContext, c: Omit<Certificate, "verifyUrl" | "pdfPath">): Certificate {
  return {
    ...c,
    verifyUrl: `${ctx.settings.publicOrigin}/certificates/${c.id}`,
    pdfPath: `/api/certificates/${c.id}/certificate.pdf`,
  };
}

const passSelect = {
  id: ruleDecisions.id,
  evidence: ruleDecisions.evidence,
  time: ruleDecisions.time,
  phase: accounts.phase,
  plan: accounts.plan,
  name: users.name,
};

function passCertificate(
  ctx: ServiceContext,
  r: { id: string; evidence: unknown; time: Date; phase: string; plan: string; name: string },
): Certificate {
  const e = r.evidence as RuleEvidence;
  const phase2 = r.phase === "phase2";
  return shape(ctx, {
    id: r.id,
    kind: phase2 ? "phase2Pass" : "phase1Pass",
    title: phase2 ? "Phase II passed" : "Phase I passed",
    name: publicName(r.name),
    planLabel: planLabel(r.plan),
    issuedAt: r.time.toISOString(),
    figures: [
      { label: "Starting balance", cents: e.startingBalance },
      { label: "Profit target", cents: e.threshold },
      { label: "Closed balance", cents: e.balance },
      { label: "Profit", cents: e.balance - e.startingBalance },
    ],
  });
}

const payoutSelect = {
  id: payoutCredits.id,
  figure: payoutCredits.figure,
  amount: payoutCredits.amountCents,
  weekKey: payoutCredits.weekKey,
  settledAt: payoutWeeks.settledAt,
  plan: accounts.plan,
  name: users.name,
};

function payoutCertificate(
  ctx: ServiceContext,
  r: {
    id: string;
    figure: number;
    amount: number;
    weekKey: string;
    settledAt: Date;
    plan: string | null;
    name: string | null;
  },
): Certificate {
  return shape(ctx, {
    id: r.id,
    kind: "payout",
    title: "Weekly payout",
    name: publicName(r.name ?? ""),
    planLabel: planLabel(r.plan),
    issuedAt: r.settledAt.toISOString(),
    figures: [
      { label: `Profit in the week of ${r.weekKey}`, cents: r.figure },
      { label: "Payout", cents: r.amount },
    ],
  });
}

/** A certificate by its id (public), or null. */
export async function certificateById(
  ctx: ServiceContext,
  id: string,
): Promise<Certificate | null> {
  if (!isUuid(id)) return null;
  const [pass] = await ctx.db
    .select(passSelect)
    .from(ruleDecisions)
    .innerJoin(accounts, eq(accounts.id, ruleDecisions.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(ruleDecisions.id, id), eq(ruleDecisions.outcome, "pass")));
  if (pass) return passCertificate(ctx, pass);
  const [payout] = await ctx.db
    .select(payoutSelect)
    .from(payoutCredits)
    .innerJoin(payoutWeeks, eq(payoutWeeks.weekKey, payoutCredits.weekKey))
    .leftJoin(accounts, eq(accounts.id, payoutCredits.accountId))
    .leftJoin(users, eq(users.id, payoutCredits.userId))
    .where(and(eq(payoutCredits.id, id), eq(payoutCredits.kind, "payout")));
  return payout ? payoutCertificate(ctx, payout) : null;
}

/** Every certificate an account earned, newest first. */
export async function certificatesOfAccount(
  ctx: ServiceContext,
  accountId: string,
): Promise<Certificate[]> {
  const passes = await ctx.db
    .select(passSelect)
    .from(ruleDecisions)
    .innerJoin(accounts, eq(accounts.id, ruleDecisions.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(ruleDecisions.accountId, accountId), eq(ruleDecisions.outcome, "pass")));
  const payouts = await ctx.db
    .select(payoutSelect)
    .from(payoutCredits)
    .innerJoin(payoutWeeks, eq(payoutWeeks.weekKey, payoutCredits.weekKey))
    .leftJoin(accounts, eq(accounts.id, payoutCredits.accountId))
    .leftJoin(users, eq(users.id, payoutCredits.userId))
    .where(and(eq(payoutCredits.accountId, accountId), eq(payoutCredits.kind, "payout")))
    .orderBy(desc(payoutWeeks.settledAt));
  return [
    ...passes.map((p) => passCertificate(ctx, p)),
    ...payouts.map((p) => payoutCertificate(ctx, p)),
  ].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}
