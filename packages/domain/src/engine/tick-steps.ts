// The work of a tick after the quote is in: the stops it reached, the accounts whose bounds it
// left, the pending orders it reached, the accounts those filled (engine-state.ts
// `PendingTick`). A tick with more of it than `evaluationsPerStep` items (a mass breach, a
// crash through thousands of stops) is finished by later steps (`continueTick`), so a server
// can commit each slice and serve other accounts in between; anything that moves time or
// quotes finishes it first.
import type { Changes, EngineState, EngineUpdate, PendingTick } from "./engine-state";
import { compareIds, finish, newChanges } from "./engine-state";
import { closeAtQuote, fillPending } from "./fills";
import type { Order } from "./orders";
import type { Quote } from "../market/quotes";
import type { CloseReason } from "./positions";
import { evaluate } from "../rules/rule-outcomes";

/**
 * Starts the work of tick `q` (already in the quotes) and does its first step: `stops` are the
 * reached SL/TP as [position id, reason], `evaluate` the accounts to evaluate, `orderIds` the
 * reached pending orders. Every account they concern is due until the tick has gone through it.
 */
export function startTick(
  s: EngineState,
  q: Quote,
  stops: Array<[string, CloseReason]>,
  evaluateIds: Set<string>,
  orderIds: readonly string[],
  changes: Changes,
): void {
  const t: PendingTick = {
    quote: q,
    stops: stops
      .flatMap(([id, reason]) => {
        const p = s.positions.get(id);
        return p ? [{ positionId: id, reason, accountId: p.accountId }] : [];
      })
      .sort((x, y) => compareIds(x.positionId, y.positionId)),
    evaluate: evaluateIds,
    orders: orderIds
      .map((id) => s.orders.get(id))
      .filter((o): o is Order => o !== undefined)
      .sort((x, y) => x.createdAt - y.createdAt || compareIds(x.id, y.id)),
    filled: new Set(),
    part: 1,
    next: 0,
    accounts: [],
    waiting: new Map(),
  };
  // Each item holds its account until it is done: every hold below is released exactly once.
  for (const stop of t.stops) hold(t, stop.accountId);
  for (const id of evaluateIds) hold(t, id);
  for (const o of t.orders) hold(t, o.accountId);
  s.pendingTick = t;
  stepTick(s, changes, s.evaluationsPerStep);
}

/**
 * Goes on with a tick cut into steps: at most `evaluationsPerStep` more of its items (a stop
 * closed, an account evaluated, an order filled). Nothing to do answers an empty update.
 */
export function continueTick(s: EngineState): EngineUpdate {
  const changes = newChanges();
  stepTick(s, changes, s.evaluationsPerStep);
  return finish(s, changes);
}

/** Finishes the unfinished tick, if any: before time or quotes move again. */
export function finishTick(s: EngineState, changes: Changes): void {
  stepTick(s, changes, Number.POSITIVE_INFINITY);
}

/** True while the last tick has work left on `accountId` (an operation on it must wait). */
export function isEvaluationDue(s: EngineState, accountId: string): boolean {
  return s.pendingTick?.waiting.has(accountId) ?? false;
}

function hold(t: PendingTick, accountId: string): void {
  t.waiting.set(accountId, (t.waiting.get(accountId) ?? 0) + 1);
}

function release(t: PendingTick, accountId: string): void {
  const left = (t.waiting.get(accountId) ?? 1) - 1;
  if (left > 0) t.waiting.set(accountId, left);
  else t.waiting.delete(accountId);
}

/** Does up to `budget` items of the pending tick, in its fixed order; ends it when all are done. */
function stepTick(s: EngineState, changes: Changes, budget: number): void {
  const t = s.pendingTick;
  if (!t) return;
  const q = t.quote;
  let left = budget;
  for (;;) {
    if (t.part === 1) {
      // (1) stops reached, at this quote: a gap fills at the first quote past the trigger
      if (t.next < t.stops.length) {
        if (left-- <= 0) return;
        const stop = t.stops[t.next++]!;
        const p = s.positions.get(stop.positionId);
        const st = s.accounts.get(stop.accountId);
        if (p && st && st.a.status === "active") {
          closeAtQuote(s, st, p, q.time, stop.reason, changes);
          // Closing at the quote leaves the equity as it was and lowers the margin in use, so
          // the account's bounds stay valid; only a now-flat account needs its target checked.
          if (st.positions.length === 0 && !t.evaluate.has(st.a.id)) {
            t.evaluate.add(st.a.id);
            hold(t, st.a.id);
          }
        }
        release(t, stop.accountId);
        continue;
      }
      t.part = 2;
      t.next = 0;
      t.accounts = [...t.evaluate].sort();
    }
    if (t.part === 2 || t.part === 4) {
      // (2) accounts whose bounds the quote left; (4) accounts that got new positions
      if (t.next < t.accounts.length) {
        if (left-- <= 0) return;
        const id = t.accounts[t.next++]!;
        const st = s.accounts.get(id);
        if (st) evaluate(s, st, q.time, q, changes);
        release(t, id);
        continue;
      }
      if (t.part === 4) break;
      t.part = 3;
      t.next = 0;
    }
    // (3) pending orders reached, oldest first, if the margin allows
    if (t.next < t.orders.length) {
      if (left-- <= 0) return;
      const o = t.orders[t.next++]!;
      const st = s.accounts.get(o.accountId);
      // An order gone meanwhile (its account failed in part 2) is skipped.
      if (
        st &&
        st.a.status === "active" &&
        s.orders.has(o.id) &&
        fillPending(s, st, o, q, changes)
      ) {
        if (!t.filled.has(o.accountId)) {
          t.filled.add(o.accountId);
          hold(t, o.accountId);
        }
      }
      release(t, o.accountId);
      continue;
    }
    t.part = 4;
    t.next = 0;
    t.accounts = [...t.filled].sort();
  }
  s.pendingTick = null;
}
