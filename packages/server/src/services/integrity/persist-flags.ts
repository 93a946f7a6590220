import {
  flagKey,
  type IntegrityFlag as DomainFlag,
} from "@proparena/domain/integrity/integrity-flags";
import { inArray, sql, type SQL } from "drizzle-orm";
import { integrityFlags } from "../../db/schema";
import { takeExcluded } from "../../db/take-excluded";
import type { ServiceContext } from "../service-context";
import { holdsNow, type FlagRow } from "./flag-views";
import { contractEvidence, evidenceHash } from "./integrity-evidence";

/**
 * Writes the flags the monitor raised, one row per detector and account (or person): a new
 * flag is inserted; a higher score updates the row, its evidence and its hash (as the domain's
 * FlagBook keeps the highest), and reopens a flag decided cleared or warning, since the evidence
 * is new. A lower or equal score (a replay at start) changes nothing; a flag decided
 * payout-withheld or account-closed is final. Answers the rows that hold from this write on
 * (new, or holding now and not before): those the trader is told of.
 */
export async function persistFlags(
  ctx: Pick<ServiceContext, "db" | "clock">,
  flags: readonly DomainFlag[],
): Promise<FlagRow[]> {
  const highest = new Map<string, DomainFlag>();
  for (const f of flags) {
    const key = flagKey(f);
    const held = highest.get(key);
    if (!held || held.score < f.score) highest.set(key, f);
  }
  if (highest.size === 0) return [];
  const now = ctx.clock.now();
  const keys = [...highest.keys()];
  const before = new Map(
    (
      await ctx.db
        .select({
          flagKey: integrityFlags.flagKey,
          hold: integrityFlags.hold,
          status: integrityFlags.status,
        })
        .from(integrityFlags)
        .where(inArray(integrityFlags.flagKey, keys))
    ).map((r) => [r.flagKey, r]),
  );
  const values = [...highest].map(([key, f]) => {
    const { evidence, otherPeople } = contractEvidence(f);
    return {
      kind: f.kind,
      flagKey: key,
      accountId: f.accountId,
      userId: f.personId,
      score: f.score,
      threshold: f.threshold,
      holdAt: f.holdAt,
      hold: f.hold,
      policyVersion: f.policyVersion,
      message: f.message,
      evidence,
      evidenceHash: evidenceHash(evidence),
      otherPeople,
      detectedAt: new Date(f.time),
      raisedAt: now,
      updatedAt: now,
    };
  });
  const decided = sql`${integrityFlags.status} in ('cleared', 'warning')`;
  const rows = await ctx.db
    .insert(integrityFlags)
    .values(values)
    .onConflictDoUpdate({
      target: integrityFlags.flagKey,
      set: {
        ...takeExcluded(integrityFlags, [
          "score",
          "threshold",
          "holdAt",
          "hold",
          "policyVersion",
          "message",
          "evidence",
          "evidenceHash",
          "otherPeople",
          "detectedAt",
          "updatedAt",
        ]),
        status: sql`case when ${decided} then 'open' else ${integrityFlags.status} end`,
        ...clearedWhen(decided, ["decisionOutcome", "decisionReason", "decidedBy", "decidedAt"]),
      },
      setWhere: sql`${integrityFlags.score} < excluded.score and ${integrityFlags.status} not in ('payout-withheld', 'account-closed')`,
    })
    .returning();
  return rows.filter((row) => {
    const was = before.get(row.flagKey);
    return holdsNow(row) && (!was || !holdsNow(was));
  });
}

/** An upsert's `set` that empties the decision's columns when `decided`, else keeps them. */
function clearedWhen<K extends keyof typeof integrityFlags._.columns>(decided: SQL, keys: K[]) {
  return Object.fromEntries(
    keys.map((key) => [key, sql`case when ${decided} then null else ${integrityFlags[key]} end`]),
  ) as Record<K, SQL>;
}
