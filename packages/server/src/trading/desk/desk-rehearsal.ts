// Before a leader's desk trades: its mass-breach path rehearsed, so V8 has compiled and optimised
// it before a real one (a server's first mass breach otherwise runs it cold: the engine's part
// alone took three times as long). The engine's part (domain engine-warm-up.ts), then the desk's
// with what it returned: the records reduced, hashed as a journal entry is, and made into the
// materialiser's statements, and each breach's evidence as the sockets get it. Nothing is
// written anywhere.
import { rehearseMassBreach } from "@proparena/domain/engine/engine-warm-up";
import { chainHash, entryDigest } from "../journal/journal-entry";
import { ROWS_PER_STATEMENT_IN_TURNS } from "../journal/materialiser";
import { batchStatements, reduceWrites } from "../persist-update";
import { wireEvidence } from "../wire-views";
import { TICK_STEP_ITEMS } from "./trading-desk";

/** Rehearses `rounds` scratch mass breaches of `accounts` accounts; answers the records made. */
export function rehearseDesk(accounts = 2_000, rounds = 3): number {
  let records = 0;
  for (let round = 0; round < rounds; round++) {
    const { events, accounts: changed } = rehearseMassBreach(TICK_STEP_ITEMS, accounts, 1);
    // What the account streams send of each breach told ahead.
    for (const e of events) if (e.type === "accountFailed") wireEvidence(e.evidence);
    const reduced = reduceWrites([{ events, accounts: changed, created: [] }]);
    chainHash("", entryDigest(reduced));
    if (!reduced) continue;
    for (const build of batchStatements(reduced, ROWS_PER_STATEMENT_IN_TURNS)) build();
    records = events.length + changed.length;
  }
  return records;
}
