import type { Certificate } from "@proparena/contracts/certificates";
import { getPlan } from "@proparena/domain/rules/plans";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { accounts, payoutCredits, payoutWeeks, ruleDecisions, users } from "../../db/schema";
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

export const passSelect = {
  id: ruleDecisions.id,
  evidence: ruleDecisions.evidence,
  time: ruleDecisions.time,
  phase: accounts.phase,
  plan: accounts.plan,
  name: users.name,
};

export function passCertificate(
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

export const payoutSelect = {
  id: payoutCredits.id,
  figure: payoutCredits.figure,
  amount: payoutCredits.amountCents,
  weekKey: payoutCredits.weekKey,
  settledAt: payoutWeeks.settledAt,
  plan: accounts.plan,
  name: users.name,
};

export function payoutCertificate(
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
