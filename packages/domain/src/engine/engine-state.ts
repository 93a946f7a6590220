import type { Account } from "./account";
import type { QuoteLookup } from "../market/currency-conversion";
import type { EngineEvent } from "./engine-events";
import type { Order } from "./orders";
import type { CloseReason, Position } from "./positions";
import type { Quote } from "../market/quotes";
import { describeInput, reject, type Rejection } from "../core/result";
import { RiskEngine } from "./risk-engine";
import type { MarketHours } from "../market/sessions";
import { timeLimitEnd } from "../rules/rule-decisions";
import { dayKey } from "../core/time-zones";
import { nextRolloverAfter } from "../rules/trading-costs";

/**
 * The trading engine's books as one explicit state object: accounts with what they hold,
 * open positions, pending orders, the last quotes, the price index (RiskEngine), the accounts
 * waiting for a quote, the time-limit deadlines, the clock, the id sequence and the current
 * trading day. Every concept of the engine (engine-restore, account-summary,
 * order-preparation, fills, rule-outcomes, account-lifecycle, day-roll, tick,
 * trader-operations) is a set of functions over this object, and TradingEngine holds one and
 * delegates. Also here: the change log one call collects (events and touched accounts) and
 * the small helpers every concept shares (ids, the day key of a time, the time check).
 */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One account in the books: its record, changed in place, and what it holds. */
export interface AccountState {
  a: Mutable<Account>;
  positions: Position[];
  orders: Set<string>;
  usedMargin: number;
  /**
   * True when the account's price bounds must be recomputed: after a position opens or the
   * floors move (daily reset). Closing a position at the current quote never invalidates them
   * (the closed P&L is at least its worst case inside the bounds, and the stop-out equity only
   * falls), so closes keep the bounds they have.
   */
  stale: boolean;
}

export interface EngineState {
  /** Daily reset zone. */
  readonly timeZone: string;
  readonly accounts: Map<string, AccountState>;
  readonly positions: Map<string, Position>;
  /** Pending orders only. */
  readonly orders: Map<string, Order>;
  /**
   * The latest quote of every symbol; while an older tick's work is done behind newer ticks,
   * the quotes that tick was applied at (tick-steps.ts).
   */
  quotes: Map<string, Quote>;
  /** `quotes.get`, made once (it reads the quotes in force). */
  readonly lookup: QuoteLookup;
  /** What a tick triggers: pending orders, SL/TP and account bounds by price. */
  readonly risk: RiskEngine;
  /** Accounts whose bounds wait for a quote of this symbol. */
  readonly waiting: Map<string, Set<string>>;
  /** End of the time limit of every active account that has one. */
  readonly deadlines: Map<string, number>;
  readonly idGenerator: ((kind: IdKind, accountId: string) => string) | null;
  /** The engine's clock: the latest time it has been advanced to. */
  time: number;
  sequence: number;
  currentDayKey: string;
  currentDayStart: number;
  /** -Infinity forces a check of every account's day on the next advance. */
  nextResetAt: number;
  /**
   * The last rollover (22:00 UTC) whose swaps have been recorded for the positions open then
   * (day-roll.ts); a position closing later records the nights after it itself (fills.ts).
   */
  rolledThrough: number;
  /** The first rollover after `rolledThrough`. */
  nextRolloverAt: number;
  /** Items of ticks' work one call does at most by default (the rest wait for `continueTick`). */
  readonly evaluationsPerStep: number;
  /** The market hours orders are checked against (sessions.ts). */
  readonly marketHours: MarketHours;
  /** Ticks whose work is not done yet, oldest first (tick-steps.ts). */
  readonly ticks: PendingTick[];
  /**
   * The settled items of tick work (tick-steps.ts `StepBudget`) the last tick or step did within
   * its budget, not counting the work a move of the clock finished first: where a server cut
   * the work, as a replay whose engine was restored with other bounds finds it again.
   */
  cutSettled: number;
}

/**
 * A tick's work not done yet. It runs in a fixed order, each part in a fixed order of its own:
 * (0) the trailing stops it moves, by position id; (1) the stop losses and take profits it
 * reached, by position id; (2) the accounts whose bounds it left, that waited for its symbol or
 * that a stop left flat, by id; (3) the pending orders it reached, oldest first; (4) the
 * accounts those orders filled, by id. It is done at the quotes it was applied at, whatever
 * came since, and before the work of any newer tick.
 */
export interface PendingTick {
  readonly quote: Quote;
  /** Every symbol's quote when it was applied: kept once a newer tick comes (null till then). */
  quotes: Map<string, Quote> | null;
  /** (0) Trailing stops it moves, with their accounts. */
  readonly trails: Array<{ readonly positionId: string; readonly accountId: string }>;
  /** (1) Reached stops, each with its account (in position-id order once begun). */
  readonly stops: Array<{
    readonly positionId: string;
    readonly reason: CloseReason;
    readonly accountId: string;
  }>;
  /**
   * (2) Accounts to evaluate; a stop that leaves its account flat adds it. Read it through
   * tick-steps.ts `evaluation`, which first puts `unsorted` in.
   */
  readonly evaluate: Set<string>;
  /**
   * Accounts to evaluate not yet in `evaluate`: a mass breach's thousands go into the set at the
   * first look at it (a step, an operation asking whether its account is due), not in the tick.
   */
  unsorted: string[];
  /** (3) The reached pending orders (oldest first once begun). */
  readonly orders: Order[];
  /** (4) Accounts an order of (3) filled. */
  readonly filled: Set<string>;
  /** The part under way (0-4; 5 when done) and the index of its next item. */
  part: 0 | 1 | 2 | 3 | 4 | 5;
  next: number;
  /** The account ids of part (2) or (4), in id order, made as the part starts. */
  accounts: readonly string[];
  /**
   * Accounts with work left in this tick, with how many items: an operation on one of them
   * waits until the tick has gone through them (`isEvaluationDue`). Part 2's evaluations are
   * not counted here: the evaluation set and the part's place in it tell them.
   */
  readonly waiting: Map<string, number>;
}

export function createEngineState(
  timeZone: string,
  time: number,
  sequence: number,
  idGenerator: EngineState["idGenerator"],
  evaluationsPerStep = Number.POSITIVE_INFINITY,
  rolledThrough = time,
  marketHours: MarketHours = "real",
): EngineState {
  const state: EngineState = {
    timeZone,
    accounts: new Map(),
    positions: new Map(),
    orders: new Map(),
    quotes: new Map<string, Quote>(),
    lookup: (symbol) => state.quotes.get(symbol),
    risk: new RiskEngine(),
    waiting: new Map(),
    deadlines: new Map(),
    idGenerator,
    time,
    sequence,
    currentDayKey: "",
    currentDayStart: Number.POSITIVE_INFINITY,
    nextResetAt: Number.NEGATIVE_INFINITY,
    rolledThrough,
    nextRolloverAt: nextRolloverAfter(rolledThrough),
    evaluationsPerStep,
    marketHours,
    ticks: [],
    cutSettled: 0,
  };
  return state;
}

/** Puts a (checked) account record in the books, holding nothing yet, with its time limit. */
export function addAccountState(s: EngineState, record: Account): AccountState {
  const st: AccountState = {
    a: { ...record },
    positions: [],
    orders: new Set(),
    usedMargin: 0,
    stale: true,
  };
  s.accounts.set(st.a.id, st);
  const end = timeLimitEnd(st.a);
  if (end !== null && st.a.status === "active") s.deadlines.set(st.a.id, end);
  return st;
}

export interface EngineUpdate {
  readonly events: EngineEvent[];
  /** The final record of every account this call changed. */
  readonly accounts: Account[];
}

/** What one engine call changed so far: its events, in order, and the accounts it touched. */
export interface Changes {
  readonly events: EngineEvent[];
  readonly touched: Set<string>;
}

export function newChanges(): Changes {
  return { events: [], touched: new Set() };
}

/** The call's answer: its events and the final record of every touched account. */
export function finish(s: EngineState, changes: Changes): EngineUpdate {
  const accounts: Account[] = [];
  for (const id of changes.touched) {
    const st = s.accounts.get(id);
    if (st) accounts.push({ ...st.a });
  }
  return { events: changes.events, accounts };
}

/** What the engine makes ids for: orders, positions, and the parts of positions closed. */
export type IdKind = "order" | "position" | "trade";

const ID_PREFIX: Record<IdKind, string> = { order: "o", position: "p", trade: "t" };

/** A new id of `kind` for a record of `accountId`. */
export function nextId(s: EngineState, kind: IdKind, accountId: string): string {
  if (s.idGenerator) return s.idGenerator(kind, accountId);
  s.sequence += 1;
  return `${ID_PREFIX[kind]}${s.sequence}`;
}

/** The trading day of a time, from the current day's bounds when it falls inside them. */
export function dayKeyOf(s: EngineState, time: number): string {
  if (time >= s.currentDayStart && time < s.nextResetAt) return s.currentDayKey;
  return dayKey(time, s.timeZone);
}

/** Ids in code-unit order, so that every run processes the same ids in the same order. */
export function compareIds(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

export const badTime = (time: unknown): Rejection =>
  reject(
    "INVALID_TIME",
    `Time must be a finite number of ms since the epoch (got ${describeInput(time)}).`,
  );
