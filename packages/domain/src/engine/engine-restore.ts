import type { Account } from "./account";
import type { AccountState, EngineState, IdKind } from "./engine-state";
import { addAccountState, badTime, createEngineState } from "./engine-state";
import type { Order } from "./orders";
import { DEFAULT_RESET_TIME_ZONE } from "../rules/phases";
import type { Position } from "./positions";
import { validateQuote, type Quote } from "../market/quotes";
import {
  validateAccountRecord,
  validateOrderRecord,
  validatePositionRecord,
} from "./record-validation";
import { describeInput, ok, reject, type Result } from "../core/result";
import { MARKET_HOURS, type MarketHours } from "../market/sessions";
import { watchBounds } from "../rules/rule-outcomes";
import { isTime, isValidTimeZone } from "../core/time-zones";

/**
 * Engine restore: the engine's state as plain records and back. `snapshotOf` gives every
 * account, open position, pending order and last quote with the clock and id sequence;
 * `restoreEngine` rebuilds the books from such records (for example rows loaded from a
 * database at start), checking each one and reporting a corrupt record with its id, then puts
 * the pending orders, SL/TP and account bounds back in the price index.
 */

export interface EngineConfig {
  /** Daily reset zone (DAILY_RESET_TZ), default "UTC". */
  readonly timeZone?: string;
  /**
   * Id generator for new orders, positions and parts of positions closed, told the account the
   * record belongs to (a server can make ids a replay of one account makes again); default
   * "o1", "p2", "t3", ... from the snapshot's sequence.
   */
  readonly newId?: (kind: IdKind, accountId: string) => string;
  /**
   * Items of a tick's work (a stop closed, an account evaluated, an order filled) one call
   * does at most (default: all). A tick with more (a mass breach, a crash through thousands of
   * stops) is finished by `continueTick` calls, each bounded, so a server can commit and serve
   * other work in between.
   */
  readonly evaluationsPerStep?: number;
  /**
   * The market hours orders are checked against (sessions.ts): `real` (the default) or
   * `always-open` (tests and benchmarks that trade FX whatever the day).
   */
  readonly marketHours?: MarketHours;
}

/** Everything needed to rebuild the engine; every field is plain data. */
export interface EngineSnapshot {
  readonly time: number;
  readonly sequence: number;
  readonly accounts: readonly Account[];
  readonly positions: readonly Position[];
  /** Pending orders only. */
  readonly orders: readonly Order[];
  readonly quotes: readonly Quote[];
  /**
   * The last rollover whose swaps were recorded (default: `time`, nothing to catch up); the
   * first advance records those after it (day-roll.ts).
   */
  readonly rolledThrough?: number;
}

export function restoreEngine(
  input: { readonly snapshot?: Partial<EngineSnapshot>; readonly config?: EngineConfig } = {},
): Result<EngineState> {
  const steps = restoreEngineInSteps(input, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `restoreEngine` cut into steps of about `recordsPerStep` records each: the generator yields between
 * two steps and returns the result. A caller that shares its thread (a server restoring a
 * second engine while the first one trades) runs one step per turn of its event loop.
 */
export function* restoreEngineInSteps(
  input: { readonly snapshot?: Partial<EngineSnapshot>; readonly config?: EngineConfig },
  recordsPerStep: number,
): Generator<void, Result<EngineState>> {
  let done = 0;
  const step = () => ++done % recordsPerStep === 0;
  const config = input.config ?? {};
  const timeZone = config.timeZone ?? DEFAULT_RESET_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) {
    return reject("INVALID_CONFIG", `Unknown time zone ${describeInput(timeZone)}.`);
  }
  const snap = (
    typeof input.snapshot === "object" && input.snapshot !== null ? input.snapshot : {}
  ) as Partial<EngineSnapshot>;
  for (const field of ["accounts", "positions", "orders", "quotes"] as const) {
    if (snap[field] !== undefined && !Array.isArray(snap[field])) {
      return reject("INVALID_RECORD", `The snapshot's ${field} must be an array.`);
    }
  }
  const time = snap.time ?? 0;
  if (!isTime(time)) return badTime(time);
  const sequence = snap.sequence ?? 0;
  if (!Number.isSafeInteger(sequence) || sequence < 0) {
    return reject("INVALID_RECORD", "The snapshot's sequence must be a whole number.");
  }
  const perStep = config.evaluationsPerStep ?? Number.POSITIVE_INFINITY;
  if (!(perStep >= 1)) {
    return reject(
      "INVALID_CONFIG",
      `evaluationsPerStep must be at least 1 (got ${describeInput(perStep)}).`,
    );
  }
  const rolledThrough = snap.rolledThrough ?? time;
  if (!isTime(rolledThrough)) return badTime(rolledThrough);
  const marketHours = config.marketHours ?? "real";
  if (!(MARKET_HOURS as readonly string[]).includes(marketHours)) {
    return reject("INVALID_CONFIG", `Unknown market hours ${describeInput(marketHours)}.`);
  }
  const s = createEngineState(
    timeZone,
    time,
    sequence,
    config.newId ?? null,
    perStep,
    Math.min(rolledThrough, time),
    marketHours,
  );
  for (const q of snap.quotes ?? []) {
    const v = validateQuote(q);
    if (!v.ok) return v;
    s.quotes.set(v.value.symbol, v.value);
  }
  for (const a of snap.accounts ?? []) {
    const v = validateAccountRecord(a);
    if (!v.ok) return v;
    if (s.accounts.has(v.value.id)) {
      return reject("DUPLICATE_ID", `Account ${v.value.id} appears twice.`);
    }
    addAccountState(s, v.value);
    if (step()) yield;
  }
  for (const p of snap.positions ?? []) {
    const v = validatePositionRecord(p);
    if (!v.ok) return v;
    const owner = ownerOf(s, "Position", v.value, s.positions);
    if (!owner.ok) return owner;
    s.positions.set(v.value.id, v.value);
    owner.value.positions.push(v.value);
    owner.value.usedMargin += v.value.margin;
    if (step()) yield;
  }
  for (const o of snap.orders ?? []) {
    const v = validateOrderRecord(o);
    if (!v.ok) return v;
    const owner = ownerOf(s, "Order", v.value, s.orders);
    if (!owner.ok) return owner;
    s.orders.set(v.value.id, v.value);
    owner.value.orders.add(v.value.id);
    if (step()) yield;
  }
  // The price index: pending orders, SL/TP and the bounds of accounts with positions.
  for (const o of s.orders.values()) {
    s.risk.watchOrder(o);
    if (step()) yield;
  }
  for (const st of s.accounts.values()) {
    for (const p of st.positions) s.risk.watchStops(p);
    if (st.positions.length > 0) watchBounds(s, st, s.time);
    if (step()) yield;
  }
  return ok(s);
}

/**
 * The active account a restored position or order belongs to, or why it cannot be restored
 * (unknown or ended account, or its id already in `book`).
 */
function ownerOf(
  s: EngineState,
  kind: "Position" | "Order",
  record: { readonly id: string; readonly accountId: string },
  book: ReadonlyMap<string, unknown>,
): Result<AccountState> {
  const st = s.accounts.get(record.accountId);
  if (!st) {
    return reject("INVALID_RECORD", `${kind} ${record.id}: unknown account ${record.accountId}.`);
  }
  if (st.a.status !== "active") {
    return reject("INVALID_RECORD", `${kind} ${record.id}: account ${st.a.id} is ${st.a.status}.`);
  }
  if (book.has(record.id)) return reject("DUPLICATE_ID", `${kind} ${record.id} appears twice.`);
  return ok(st);
}

/** Plain records of the whole state: feed them back to restoreEngine to rebuild. */
export function snapshotOf(s: EngineState): EngineSnapshot {
  // Queued tick work is not in the records: a snapshot taken now would lose it.
  if (s.ticks.length > 0) throw new Error("the engine has tick work queued: finish it first");
  const accounts: Account[] = [];
  for (const st of s.accounts.values()) accounts.push({ ...st.a });
  return {
    time: s.time,
    sequence: s.sequence,
    accounts,
    positions: [...s.positions.values()],
    orders: [...s.orders.values()],
    quotes: [...s.quotes.values()],
    rolledThrough: s.rolledThrough,
  };
}
