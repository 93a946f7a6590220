// One account's history replayed from the journal alone: the audit of a disputed decision. The
// engine's work on an account depends only on its own inputs and the quotes, so an engine
// holding that account alone, fed its opening, every tick and day roll and its own commands in
// the journal's order (with the ids each command made, desk-ids.ts), reaches the same decisions
// the desk made.
import { commandAccount, type EngineCommand } from "@proparena/domain/engine/engine-commands";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import type { MarketHours } from "@proparena/domain/market/sessions";
import { createTradingEngine, type TradingEngine } from "@proparena/domain/engine/trading-engine";
import { and, asc, gt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { deskCheckpoint, deskJournal } from "../../db/schema";
import { DeskIds } from "./desk-ids";
import { replayEntry } from "./entry-replay";

/** Entries read per query. */
const PAGE = 5_000;

/** What the account's engine decided: a breach, pass or stop-out, or an operator's act. */
export type ReplayedDecision = Extract<
  EngineEvent,
  { type: "accountFailed" | "accountPassed" | "stopOut" | "accountAct" }
>["evidence"];

export interface AccountReplay {
  /** The decisions, oldest first, with the evidence each recorded. */
  readonly decisions: readonly ReplayedDecision[];
  /** Entries read from the account's opening on, and the commands applied. */
  readonly entries: number;
  readonly commands: number;
  /** The engine after the last entry (its account, positions and orders). */
  readonly engine: TradingEngine;
}

/** Whether an event is a decision on `accountId`. */
function decisionOf(event: EngineEvent, accountId: string): ReplayedDecision | null {
  switch (event.type) {
    case "stopOut":
      return event.accountId === accountId ? event.evidence : null;
    case "accountFailed":
    case "accountPassed":
    case "accountAct":
      return event.account.id === accountId ? event.evidence : null;
    default:
      return null;
  }
}

export interface AccountReplayOptions {
  timeZone: string;
  marketHours: MarketHours;
  /** The last entry to replay (the one the tables were read at); every entry when absent. */
  through?: number;
  /**
   * Called after each page of entries is replayed, with the counts so far: a caller yields to
   * the event loop there, or throws to stop a replay that runs too long.
   */
  afterPage?: (progress: { entries: number; commands: number }) => Promise<void>;
}

/**
 * Replays `accountId` from the journal: null when the journal no longer holds the command that
 * brought it in (compacted, or opened before the journal). A command the engine refuses on
 * replay means the journal does not vouch for this history: it throws (JournalDivergence).
 */
export async function replayAccountFromJournal(
  db: Db,
  accountId: string,
  options: AccountReplayOptions,
): Promise<AccountReplay | null> {
  const upTo = (where: SQL) =>
    options.through === undefined ? where : and(where, lte(deskJournal.seq, options.through));
  const [opening] = await db
    .select({ seq: deskJournal.seq, commands: deskJournal.commands })
    .from(deskJournal)
    .where(
      upTo(
        sql`${deskJournal.commands}::jsonb @> ${JSON.stringify([{ account: { id: accountId } }])}::jsonb`,
      ),
    )
    .orderBy(asc(deskJournal.seq))
    .limit(1);
  const [checkpoint] = await db.select({ salt: deskCheckpoint.salt }).from(deskCheckpoint);
  if (!opening || !checkpoint) return null;
  const openedAt = (opening.commands as EngineCommand[]).findIndex(
    (c) => (c.k === "add" || c.k === "adopt") && c.account.id === accountId,
  );
  const opened = (opening.commands as EngineCommand[])[openedAt];
  if (!opened || (opened.k !== "add" && opened.k !== "adopt")) return null;
  const ids = new DeskIds(checkpoint.salt);
  const built = createTradingEngine({
    snapshot: {
      time: opened.at?.time ?? opened.account.createdAt,
      quotes: [...(opened.at?.quotes ?? [])],
    },
    config: { timeZone: options.timeZone, newId: ids.newId, marketHours: options.marketHours },
  });
  if (!built.ok) throw new Error(`cannot start the replay: ${built.reason}`);
  const engine = built.value;
  // From its opening on: every tick and day roll, and its own commands.
  const keep = (seq: number) => (command: EngineCommand, index: number) => {
    if (seq === opening.seq && index < openedAt) return false;
    const owner = commandAccount(command);
    return owner === null || owner === accountId;
  };
  const decisions: ReplayedDecision[] = [];
  let entries = 0;
  let commands = 0;
  let after = opening.seq - 1;
  for (;;) {
    const page = await db
      .select()
      .from(deskJournal)
      .where(upTo(gt(deskJournal.seq, after)))
      .orderBy(asc(deskJournal.seq))
      .limit(PAGE);
    if (page.length === 0) break;
    for (const row of page) {
      const entry = { ...row, commands: row.commands as EngineCommand[], rows: null };
      const kept = keep(entry.seq);
      commands += entry.commands.filter(kept).length;
      entries++;
      for (const event of replayEntry(engine, ids, entry, kept).events) {
        const decision = decisionOf(event, accountId);
        if (decision) decisions.push(decision);
      }
    }
    after = page.at(-1)!.seq;
    await options.afterPage?.({ entries, commands });
  }
  return { decisions, entries, commands, engine };
}
