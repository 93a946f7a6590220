// Cutting one large engine change (a tick that breaches thousands of accounts) into slices of
// whole accounts, so it is written in several small batches and trader operations on other
// accounts are committed between them instead of waiting for the whole burst.
import type { EngineWrite } from "../persist-update";
import { accountIdOf, type OwnedEvent } from "./desk-events";

/** One slice: a write and the events to announce once it is durable. */
export interface WriteSlice {
  write: EngineWrite;
  notes: OwnedEvent[];
}

/**
 * Splits `write` into slices of at most `size` touched accounts. Each account's events, final
 * record and announcements stay together and in order, so every slice is a consistent change
 * of its own accounts. What belongs to no touched account (the day's roll, accounts a pass
 * opened, idempotency keys, audit records) goes with the first slice. A write within `size` is one slice.
 */
export function sliceWrite(write: EngineWrite, notes: OwnedEvent[], size: number): WriteSlice[] {
  if (write.accounts.length <= size) return [{ write, notes }];
  const count = Math.ceil(write.accounts.length / size);
  const sliceOf = new Map<string, number>();
  write.accounts.forEach((a, i) => sliceOf.set(a.id, Math.floor(i / size)));
  const slices = Array.from({ length: count }, (_, i) => ({
    events: [] as EngineWrite["events"][number][],
    accounts: write.accounts.slice(i * size, (i + 1) * size),
    notes: [] as OwnedEvent[],
  }));
  for (const event of write.events)
    slices[sliceOf.get(accountIdOf(event)) ?? 0]!.events.push(event);
  for (const note of notes) slices[sliceOf.get(note.accountId) ?? 0]!.notes.push(note);
  // A copy's record goes with its account's order; a copy's close with its account's close.
  const ofSlice = <T extends { accountId: string }>(rows: readonly T[] | undefined, i: number) =>
    rows?.filter((r) => (sliceOf.get(r.accountId) ?? 0) === i);
  return slices.map((s, i) => ({
    write: {
      events: s.events,
      accounts: s.accounts,
      created: i === 0 ? write.created : [],
      orderRequests: i === 0 ? write.orderRequests : [],
      audit: i === 0 ? write.audit : [],
      ...(write.references ? { references: write.references } : {}),
      ...(write.copyTrades ? { copyTrades: ofSlice(write.copyTrades, i) } : {}),
      ...(write.copyCloses ? { copyCloses: ofSlice(write.copyCloses, i) } : {}),
    },
    notes: s.notes,
  }));
}

/** The accounts a write changes: the order of writes must hold for each of them. */
export function accountsOfWrite(write: EngineWrite): Set<string> {
  const ids = new Set<string>();
  for (const a of write.accounts) ids.add(a.id);
  for (const a of write.created) ids.add(a.id);
  for (const event of write.events) {
    const id = accountIdOf(event);
    if (id) ids.add(id);
  }
  return ids;
}
