import {
  INTEGRITY_KINDS,
  type IntegrityKind,
  type RegisterPage,
} from "@proparena/contracts/integrity";
import type { z } from "zod";
import type { registerQuerySchema } from "@proparena/contracts/integrity";
import { and, desc, inArray, isNotNull, sql } from "drizzle-orm";
import { integrityFlags } from "../../db/schema";
import { utcTimestampMs } from "@proparena/contracts/wire-dates";
import { isUuid } from "../../lib/is-uuid";
import { cursorInvalid } from "../keyset-page";
import type { ServiceContext } from "../service-context";
import { registerPseudonym } from "./register-pseudonym";
import { signalSecret } from "./signal-hash";

const PUBLIC = ["payout-withheld", "account-closed"] as const;

/** The decisions the register shows: decided, and withholding a payout or closing an account. */
export const decidedPublicly = and(
  inArray(integrityFlags.decisionOutcome, [...PUBLIC]),
  isNotNull(integrityFlags.decidedAt),
);

/** A flag's name in the register: its account's pseudonym, or its person's for a person's flag. */
export const flagPseudonym = (secret: string, accountId: string | null, userId: string) =>
  registerPseudonym(secret, accountId ?? `person:${userId}`);

function decodeCursor(cursor: string): [string, string] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown[];
    if (
      typeof at === "string" &&
      utcTimestampMs(at, 6) !== null &&
      typeof id === "string" &&
      isUuid(id)
    ) {
      return [at, id];
    }
  } catch {
    // answered below
  }
  throw cursorInvalid();
}

/**
 * GET /api/integrity/register: the decisions that withheld a payout or closed an account, newest
 * first in keyset pages, each with its evidence hash and a pseudonym per account (for a person's
 * flag, the person's), and the totals.
 */
export async function readRegister(
  ctx: ServiceContext,
  query: z.output<typeof registerQuerySchema>,
): Promise<RegisterPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const decidedText = sql<string>`to_char(${integrityFlags.decidedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await ctx.db
    .select({
      id: integrityFlags.id,
      kind: integrityFlags.kind,
      outcome: integrityFlags.decisionOutcome,
      accountId: integrityFlags.accountId,
      userId: integrityFlags.userId,
      score: integrityFlags.score,
      policyVersion: integrityFlags.policyVersion,
      evidenceHash: integrityFlags.evidenceHash,
      reason: integrityFlags.decisionReason,
      decidedAt: integrityFlags.decidedAt,
      decidedText,
    })
    .from(integrityFlags)
    .where(
      and(
        decidedPublicly,
        after
          ? sql`(${integrityFlags.decidedAt}, ${integrityFlags.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(integrityFlags.decidedAt), desc(integrityFlags.id))
    .limit(query.limit + 1);
  const totals = await ctx.db
    .select({
      kind: integrityFlags.kind,
      outcome: integrityFlags.decisionOutcome,
      n: sql<number>`count(*)::int`,
    })
    .from(integrityFlags)
    .where(decidedPublicly)
    .groupBy(integrityFlags.kind, integrityFlags.decisionOutcome);
  const secret = await signalSecret(ctx.db);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const byKind = Object.fromEntries(INTEGRITY_KINDS.map((k) => [k, 0])) as Record<
    IntegrityKind,
    number
  >;
  for (const t of totals) byKind[t.kind as IntegrityKind] += t.n;
  return {
    entries: page.map((r) => ({
      id: r.id,
      kind: r.kind as IntegrityKind,
      outcome: r.outcome as (typeof PUBLIC)[number],
      account: flagPseudonym(secret, r.accountId, r.userId),
      score: r.score,
      policyVersion: r.policyVersion,
      evidenceHash: r.evidenceHash,
      reason: r.reason ?? "",
      decidedAt: r.decidedAt!.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? Buffer.from(JSON.stringify([last.decidedText, last.id])).toString("base64url")
        : null,
    totals: {
      payoutWithheld: totals
        .filter((t) => t.outcome === "payout-withheld")
        .reduce((a, t) => a + t.n, 0),
      accountClosed: totals
        .filter((t) => t.outcome === "account-closed")
        .reduce((a, t) => a + t.n, 0),
      byKind,
    },
  };
}
