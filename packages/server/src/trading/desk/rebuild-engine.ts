// Builds the desk's trading engine from the database: every account, the open positions and
// the pending orders, with the quotes the previous engine had.
import { randomUUID } from "node:crypto";
import { setImmediate as turn } from "node:timers/promises";
import type { Account } from "@proparena/domain/engine/account";
import type { Position } from "@proparena/domain/engine/positions";
import type { Quote } from "@proparena/domain/market/quotes";
import type { RuleSet } from "@proparena/domain/rules/rule-sets";
import type { MarketHours } from "@proparena/domain/market/sessions";
import {
  createTradingEngineInSteps,
  type TradingEngine,
} from "@proparena/domain/engine/trading-engine";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { and, asc, eq, getTableColumns, max, notInArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts, orders, positions, ruleDecisions, swapCharges } from "../../db/schema";
import { accountFromRow, orderFromRow, positionFromRow } from "../record-mappers";

/**
 * The last rollover whose swaps are recorded: the latest swap row's (the engine records the
 * rollovers after it, and a row it writes again is skipped), else the oldest open position
 * with a swap (none recorded yet), else now (nothing to catch up).
 */
function rolledThrough(lastRecorded: Date | null, open: readonly Position[], now: number): number {
  if (lastRecorded) return lastRecorded.getTime();
  let oldest = now;
  for (const p of open) if (p.swapPerNight !== 0) oldest = Math.min(oldest, p.openTime);
  return oldest;
}

/**
 * A new engine holding what the database holds. Its clock starts at the latest of `at` (now,
 * or the journal checkpoint's clock when a tail is replayed after it), the quotes kept and the
 * accounts' creation. Ids come from `newId` (the desk's journaled ids). Throws if the stored
 * records do not make an engine. With `recordsPerTurn`, the records are made into an engine that
 * many at a time, one batch per event-loop turn (a catch-up beside a desk that trades); else at
 * once.
 */
export async function rebuildEngine(
  db: Db,
  at: number,
  timeZone: string,
  quotes: readonly Quote[],
  ruleSets: readonly RuleSet[],
  marketHours: MarketHours = "real",
  newId: (kind: string, accountId: string) => string = () => randomUUID(),
  recordsPerTurn = Number.POSITIVE_INFINITY,
): Promise<{ engine: TradingEngine; accounts: Account[] }> {
  const [accountRows, positionRows, orderRows, lastSwap] = await Promise.all([
    // An ended account's evidence is the rules' decision (breach or pass) made at its end; an
    // operator's act that ended it is listed with the decisions, not as the account's evidence.
    db
      .select({ account: getTableColumns(accounts), evidence: ruleDecisions.evidence })
      .from(accounts)
      .leftJoin(
        ruleDecisions,
        and(
          eq(ruleDecisions.accountId, accounts.id),
          eq(ruleDecisions.time, accounts.endedAt),
          notInArray(ruleDecisions.outcome, ["stopOut", "admin", "scaling"]),
        ),
      ),
    // Each account's positions in the order the live engine opened them: a breach closes them in
    // that order, and its trades are hashed in it (journal-entry.ts). A row's place in the table
    // is not that order (a partial close rewrites the row).
    db
      .select(getTableColumns(positions))
      .from(positions)
      .leftJoin(orders, eq(orders.id, positions.orderId))
      .orderBy(asc(positions.openTime), asc(orders.createdAt), asc(orders.id), asc(positions.id)),
    db.select().from(orders).where(eq(orders.status, "pending")),
    db.select({ time: max(swapCharges.time) }).from(swapCharges),
  ]);
  // One record per account, even if two decisions were stored at its end's instant.
  const byId = new Map<string, Account>();
  for (const [i, r] of accountRows.entries()) {
    if (!byId.has(r.account.id))
      byId.set(
        r.account.id,
        accountFromRow(r.account, (r.evidence as RuleEvidence | null) ?? null, ruleSets),
      );
    if ((i + 1) % recordsPerTurn === 0) await turn();
  }
  const snapshotAccounts = [...byId.values()];
  let time = at;
  for (const q of quotes) time = Math.max(time, q.time);
  for (const a of snapshotAccounts) time = Math.max(time, a.createdAt);
  const openPositions = positionRows.map(positionFromRow);
  const steps = createTradingEngineInSteps(
    {
      snapshot: {
        time,
        accounts: snapshotAccounts,
        positions: openPositions,
        orders: orderRows.map(orderFromRow),
        quotes: [...quotes],
        rolledThrough: rolledThrough(lastSwap[0]?.time ?? null, openPositions, time),
      },
      config: {
        timeZone,
        newId,
        marketHours,
      },
    },
    recordsPerTurn,
  );
  let step = steps.next();
  while (!step.done) {
    await turn();
    step = steps.next();
  }
  const built = step.value;
  if (!built.ok) throw new Error(`cannot rebuild the trading engine: ${built.reason}`);
  return { engine: built.value, accounts: snapshotAccounts };
}
