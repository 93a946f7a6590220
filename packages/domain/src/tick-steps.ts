// The steps of a tick after its stops: the accounts whose bounds the quote left, evaluated in
// id order, then the pending orders it reached. A tick that leaves the bounds of more accounts
// than `evaluationsPerStep` (a mass breach) is finished by later steps (`continueTick`), so a
// server can commit each slice and serve other accounts in between; anything that moves time
// or quotes finishes it first.
import type { Changes, EngineState, EngineUpdate } from "./engine-state";
import { compareIds, finish, newChanges } from "./engine-state";
import { fillPending } from "./fills";
import type { Order } from "./orders";
import { evaluate } from "./rule-outcomes";

/**
 * Goes on with a tick cut into steps (`evaluationsPerStep`): evaluates the next accounts at
 * the tick's quote and, after the last, fills its pending orders. Nothing to do answers an
 * empty update.
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

/** True while `accountId` still waits to be evaluated at the last tick's quote. */
export function isEvaluationDue(s: EngineState, accountId: string): boolean {
  return s.pendingTick?.waiting.has(accountId) ?? false;
}

export function stepTick(s: EngineState, changes: Changes, budget: number): void {
  const t = s.pendingTick;
  if (!t) return;
  const q = t.quote;
  // 2. accounts whose bounds this quote left
  const end = Math.min(t.accountIds.length, t.next + budget);
  for (; t.next < end; t.next++) {
    const id = t.accountIds[t.next]!;
    t.waiting.delete(id);
    const st = s.accounts.get(id);
    if (st) evaluate(s, st, q.time, q, changes);
  }
  if (t.next < t.accountIds.length) return;
  s.pendingTick = null;
  // 3. pending orders
  if (t.orderIds.length > 0) {
    const due = t.orderIds
      .map((id) => s.orders.get(id))
      .filter((o): o is Order => o !== undefined)
      .sort((x, y) => x.createdAt - y.createdAt || compareIds(x.id, y.id));
    const filled = new Set<string>();
    for (const o of due) {
      const st = s.accounts.get(o.accountId);
      if (!st || st.a.status !== "active" || !s.orders.has(o.id)) continue;
      if (fillPending(s, st, o, q, changes)) filled.add(st.a.id);
    }
    // 4. accounts that got new positions
    for (const id of [...filled].sort()) {
      const st = s.accounts.get(id);
      if (st) evaluate(s, st, q.time, q, changes);
    }
  }
}
