// One account's history replayed from the journal alone: the audit of a disputed decision. The
// engine's work on an account depends only on its own inputs and the quotes, so an engine
// holding that account alone, fed its opening, every tick and day roll and its own commands in
// the journal's order (with the ids each command made, desk-ids.ts), reaches the same decisions
// the desk made.
import {
  applyCommand,
  commandAccount,
  type EngineCommand,
} from "@proparena/domain/engine/engine-commands";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import type { MarketHours } from "@proparena/domain/market/sessions";
import { createTradingEngine, type TradingEngine } from "@proparena/domain/engine/trading-engine";
import { and, asc, gt, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { deskCheckpoint, deskJournal } from "../../db/schema";
import { DeskIds } from "./desk-ids";

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

/**
 * Replays `accountId` from the journal: null when the journal no longer holds the command that
 * brought it in (compacted, or opened before the journal). A command the engine refuses on
 * replay means the journal does not vouch for this history: it throws.
 */
export async function replayAccountFromJournal(
  db: Db,
  accountId: string,
  options: { timeZone: string; marketHours: MarketHours },
): Promise<AccountReplay | null> {
  const [opening] = await db
    .select({ seq: deskJournal.seq })
    .from(deskJournal)
    .where(
      sql`${deskJournal.commands}::jsonb @> ${JSON.stringify([{ account: { id: accountId } }])}::jsonb`,
    )
    .orderBy(asc(deskJournal.seq))
    .limit(1);
  const [checkpoint] = await db.select({ salt: deskCheckpoint.salt }).from(deskCheckpoint);
  if (!opening || !checkpoint) return null;
  const ids = new DeskIds(checkpoint.salt);
  let engine: TradingEngine | null = null;
  const decisions: ReplayedDecision[] = [];
  let entries = 0;
  let commands = 0;
  let after = opening.seq - 1;
  for (;;) {
    const page = await db
      .select({ seq: deskJournal.seq, commands: deskJournal.commands })
      .from(deskJournal)
      .where(and(gt(deskJournal.seq, after), gte(deskJournal.seq, opening.seq)))
      .orderBy(asc(deskJournal.seq))
      .limit(PAGE);
    if (page.length === 0) break;
    for (const entry of page) {
      entries++;
      for (const [index, command] of (entry.commands as EngineCommand[]).entries()) {
        if (!engine) {
          if ((command.k !== "add" && command.k !== "adopt") || command.account.id !== accountId)
            continue;
          const built = createTradingEngine({
            snapshot: {
              time: command.at?.time ?? command.account.createdAt,
              quotes: [...(command.at?.quotes ?? [])],
            },
            config: {
              timeZone: options.timeZone,
              newId: ids.newId,
              marketHours: options.marketHours,
            },
          });
          if (!built.ok) throw new Error(`cannot start the replay: ${built.reason}`);
          engine = built.value;
        }
        const owner = commandAccount(command);
        if (owner !== null && owner !== accountId) continue;
        ids.enter(entry.seq, index);
        const result = applyCommand(engine, command);
        if (!result.ok) {
          throw new Error(
            `journal entry ${entry.seq}: the engine refuses ${accountId}'s ${command.k} on replay (${result.code}: ${result.reason})`,
          );
        }
        commands++;
        for (const event of result.value.events) {
          const decision = decisionOf(event, accountId);
          if (decision) decisions.push(decision);
        }
      }
    }
    after = page.at(-1)!.seq;
  }
  return engine ? { decisions, entries, commands, engine } : null;
}
