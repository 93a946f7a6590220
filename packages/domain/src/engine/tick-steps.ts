// The work of ticks after their quotes are in: the trailing stops each moves, the stops it
// reached, the accounts whose bounds it left, the pending orders it reached, the accounts those
// filled (engine-state.ts `PendingTick`). A tick with more of it than a step's budget (a mass
// breach, a crash through thousands of stops) is finished by later steps (`continueTick`), so a
// server can commit each step and serve other accounts in between. A tick that comes meanwhile
// is applied at once (its quote is in: orders fill at it) and its work queues behind: ticks are
// worked through in order, each at the quotes it was applied at, so every account ends exactly
// as if each tick had been worked through whole before the next came.
//
// Which accounts a quote sends to evaluation comes from their price bounds, and those depend on
// the quotes they were last computed at: an engine restored from the tables or a snapshot finds
// more or fewer accounts to evaluate than the live one did. Those evaluations change nothing but
// the bounds (the bounds are sound: an account whose evaluation acts is reached by both). So the
// work is counted in *settled* items, those a replay does alike (trailing stops, stops, orders,
// the accounts fills reached, and evaluations that act: a breach, a stop-out, a pass): a step's
// journal entry records how many it did, and a replay does as many (`StepBudget`). An account
// whose only pending work is evaluations that change nothing is not due: an operation on it has
// them done at once, out of turn (`settleAhead`).
import type { Changes, EngineState, EngineUpdate, PendingTick } from "./engine-state";
import { compareIds, finish, newChanges } from "./engine-state";
import { closeAtQuote, fillPending } from "./fills";
import type { Quote } from "../market/quotes";
import type { CloseReason } from "./positions";
import type { Deferred } from "./risk-engine";
import { breachEvidence, evaluate, evaluationActs } from "../rules/rule-outcomes";
import type { RuleEvidence } from "../rules/rule-evidence";
import { moveTrailingStops } from "./trailing-stops";

/** What a quote triggered in the price index (risk-engine.ts `collect`). */
export interface TickTriggers {
  readonly stops: ReadonlyArray<readonly [string, CloseReason]>;
  readonly evaluate: Iterable<string>;
  readonly orders: readonly string[];
  readonly trails: readonly string[];
}

/**
 * Queues the work of tick `q` (its quote already in) behind any unfinished tick's, then does up
 * to `budget` items of the queue. Every account the work concerns is due until it is done.
 */
export function queueTick(
  s: EngineState,
  q: Quote,
  triggers: TickTriggers,
  changes: Changes,
  budget: StepBudget,
): void {
  const t: PendingTick = {
    quote: q,
    quotes: null,
    trails: [],
    stops: [],
    evaluate: new Set(),
    unsorted: [...triggers.evaluate],
    orders: [],
    filled: new Set(),
    part: 0,
    next: 0,
    accounts: [],
    waiting: new Map(),
  };
  // Stops and orders are sorted in now: one gone by its turn still counts in its step's budget,
  // so which exist is decided here, where a replay decides it too.
  for (const id of triggers.trails) addTrail(s, t, id);
  for (const [id, reason] of triggers.stops) addStop(s, t, id, reason);
  for (const id of triggers.orders) addOrder(s, t, id);
  s.ticks.push(t);
  stepTicks(s, changes, budget);
}

/**
 * The items of tick work queued, as far as they are known (the accounts orders fill are
 * evaluated again, counted once known; an account reached twice before its tick's first look
 * is counted twice): what a server looks at to do a small tick's work at once.
 */
export function queuedItems(s: EngineState): number {
  let n = 0;
  for (const t of s.ticks) n += itemsLeft(t);
  return n;
}

/** The items of one tick's work left, as far as they are known (`queuedItems`). */
function itemsLeft(t: PendingTick): number {
  let n = 0;
  if (t.part === 0) n += t.trails.length;
  if (t.part <= 1) n += t.stops.length - (t.part === 1 ? t.next : 0);
  if (t.part <= 1) n += t.unsorted.length + t.evaluate.size;
  if (t.part === 2) n += t.accounts.length - t.next;
  if (t.part <= 3) n += t.orders.length - (t.part === 3 ? t.next : 0);
  if (t.part === 4) n += t.accounts.length - t.next;
  return n;
}

/**
 * The tick's accounts to evaluate, `unsorted` put in first: when that happens changes nothing
 * else (a set answers the same whenever it was filled).
 */
function evaluation(t: PendingTick): Set<string> {
  if (t.unsorted.length > 0) {
    for (const id of t.unsorted) t.evaluate.add(id);
    t.unsorted = [];
  }
  return t.evaluate;
}

/**
 * Before a newer quote goes in: the last queued tick keeps the quotes it was applied at (its work
 * is done at them, whatever came since).
 */
export function keepQuotesOfLastTick(s: EngineState): void {
  const last = s.ticks[s.ticks.length - 1];
  if (last && !last.quotes) last.quotes = new Map(s.quotes);
}

/**
 * How much of the queued work one call does: at most `items` items (a server's step, cut for
 * time), and of those at most `settled` settled ones (a replay of a journaled step, which must
 * stop where the live one did). Spent as the work goes; `used` counts the settled items done
 * (what the journal records of a cut, `EngineState.cutSettled`).
 */
export interface StepBudget {
  items: number;
  settled: number;
  used: number;
}

/** A budget of `items` items (a server's step) or, with `settled`, of that many settled ones. */
export function stepBudget(items = Number.POSITIVE_INFINITY, settled?: number): StepBudget {
  return settled === undefined
    ? { items, settled: Number.POSITIVE_INFINITY, used: 0 }
    : { items: Number.POSITIVE_INFINITY, settled, used: 0 };
}

/**
 * Whether the budget allows one more item, `settled` or not. A replay's step (its settled items
 * done) goes on through the items that change nothing up to the next settled one: the live step
 * may have done them, and an engine whose queue holds only those is as good as done.
 */
const allows = (b: StepBudget, settled: boolean) => b.items > 0 && (!settled || b.settled > 0);

/** One item done: `settled` when a replay does it alike. */
function spend(b: StepBudget, settled: boolean): void {
  b.items--;
  if (!settled) return;
  b.settled--;
  b.used++;
}

/**
 * Goes on with the queued work: at most `budget` more items, or with `settled`, until that many
 * settled items are done. Nothing to do answers an empty update.
 */
export function continueTick(
  s: EngineState,
  budget = s.evaluationsPerStep,
  settled?: number,
): EngineUpdate {
  const changes = newChanges();
  const cut = stepBudget(budget, settled);
  stepTicks(s, changes, cut);
  s.cutSettled = cut.used;
  return finish(s, changes);
}

/** Finishes every queued tick's work: before time moves on (the day's roll, time limits). */
export function finishTick(s: EngineState, changes: Changes): void {
  stepTicks(s, changes, stepBudget());
}

/**
 * True while a queued tick has settled work left on `accountId` (an operation on it must wait):
 * its trailing stops, stops, orders or fills' evaluation, or an evaluation that acts at its
 * tick's quotes. An account due only for evaluations that change nothing is not: those are done
 * when an operation comes (`settleAhead`), as a replay that never queued them needs nothing.
 */
export function isEvaluationDue(s: EngineState, accountId: string): boolean {
  let first = -1;
  for (let i = 0; i < s.ticks.length; i++) {
    const t = s.ticks[i]!;
    if (t.waiting.has(accountId)) return true;
    if (first < 0 && evaluationAhead(t, accountId)) first = i;
  }
  if (first < 0) return false;
  // Its evaluation at that tick may give it bounds a newer tick reached (it is evaluated there
  // too): nothing else changes it meanwhile, so it acts at one of them if it acts at any.
  const st = s.accounts.get(accountId);
  if (!st) return false;
  for (let i = first; i < s.ticks.length; i++) {
    const t = s.ticks[i]!;
    if (atQuotesOf(s, i, false, () => evaluationActs(s, st, t.quote.time))) return true;
  }
  return false;
}

/**
 * Before an operation on `accountId` (not due, `isEvaluationDue`): the evaluations queued for it,
 * which change nothing, are done now, oldest tick first, each at its tick's quotes, as its turn
 * would have done them: its bounds are registered again (given to a newer tick that reached
 * them, which then evaluates it too). Its turn would find the operation's changes instead.
 */
export function settleAhead(s: EngineState, accountId: string): void {
  const st = s.accounts.get(accountId);
  if (!st) return;
  for (let i = 0; i < s.ticks.length; i++) {
    const t = s.ticks[i]!;
    if (!evaluationAhead(t, accountId)) continue;
    t.evaluate.delete(accountId); // part 2 passes over it (`stepTick`)
    const changes = newChanges();
    atQuotesOf(s, i, true, () => evaluate(s, st, t.quote.time, t.quote, changes));
    if (changes.events.length > 0 || changes.touched.size > 0) {
      throw new Error(`settleAhead: the evaluation of ${accountId} acted; it was due`);
    }
  }
}

/**
 * True while the tick has yet to evaluate the account in part 2 (its evaluations are not
 * counted in `waiting`: a mass breach's thousands would cost the tick a count each). Part 2 goes
 * through them in id order, so once it has begun those after the last one done are ahead.
 */
function evaluationAhead(t: PendingTick, accountId: string): boolean {
  if (t.part > 2 || !evaluation(t).has(accountId)) return false;
  return t.part < 2 || t.next === 0 || accountId > t.accounts[t.next - 1]!;
}

function hold(t: PendingTick, accountId: string): void {
  t.waiting.set(accountId, (t.waiting.get(accountId) ?? 0) + 1);
}

function release(t: PendingTick, accountId: string): void {
  const left = (t.waiting.get(accountId) ?? 1) - 1;
  if (left > 0) t.waiting.set(accountId, left);
  else t.waiting.delete(accountId);
}

function addTrail(s: EngineState, t: PendingTick, positionId: string): void {
  const p = s.positions.get(positionId);
  if (!p) return;
  t.trails.push({ positionId, accountId: p.accountId });
  hold(t, p.accountId);
}

function addStop(s: EngineState, t: PendingTick, positionId: string, reason: CloseReason): void {
  const p = s.positions.get(positionId);
  if (!p) return;
  t.stops.push({ positionId, reason, accountId: p.accountId });
  hold(t, p.accountId);
}

function addEvaluation(t: PendingTick, accountId: string): void {
  t.unsorted.push(accountId);
}

function addOrder(s: EngineState, t: PendingTick, orderId: string): void {
  const o = s.orders.get(orderId);
  if (!o) return;
  t.orders.push(o);
  hold(t, o.accountId);
}

/**
 * An entry the index was given while an older tick was worked through, which a newer tick had
 * already reached: it becomes that tick's work, as that tick's own look at the index would have
 * made it.
 */
function deferTo(s: EngineState, newer: readonly PendingTick[], d: Deferred): void {
  const t = newer[d.tick]!;
  switch (d.kind) {
    case "order":
      return addOrder(s, t, d.ref);
    case "stopLoss":
    case "takeProfit":
      return addStop(s, t, d.ref, d.kind);
    case "trail":
      return addTrail(s, t, d.ref);
    case "account":
      return addEvaluation(t, d.ref);
  }
}

/** A breach the queued work will make, known before its step makes it (`breachesAhead`). */
export interface BreachAhead {
  readonly accountId: string;
  readonly evidence: RuleEvidence;
}

/**
 * The breaches the oldest queued tick's evaluations (part 2) have yet to make, on the accounts
 * `among` names (every one it has yet to evaluate when null), each with the evidence its step
 * will record; nothing changes. Known once the tick is in part 2: its trailing stops and stops
 * are done, and until an account's turn nothing changes it (an operation on it finishes the work
 * first, the other accounts' evaluations leave it alone, newer ticks queue behind), so its step
 * finds the same breach at the same quotes. The journal entry holding the tick makes these
 * breaches durable: a replay reaches them too.
 */
export function breachesAhead(s: EngineState, among: Iterable<string> | null): BreachAhead[] {
  const t = s.ticks[0];
  if (!t || t.part !== 2) return [];
  const ahead = among
    ? [...among].filter((id) => evaluationAhead(t, id))
    : t.accounts.slice(t.next);
  const found: BreachAhead[] = [];
  atQuotesOf(s, 0, false, () => {
    for (const accountId of ahead) {
      const st = s.accounts.get(accountId);
      const evidence = st ? breachEvidence(s, st, t.quote.time, t.quote) : null;
      if (evidence) found.push({ accountId, evidence });
    }
  });
  return found;
}

/**
 * Runs `work` on the queued tick at `index` (0: the oldest) at the quotes it was applied at
 * (newer ticks' quotes are in meanwhile); with `defer`, what the work gives the index that a
 * newer tick already reached becomes that tick's work.
 */
function atQuotesOf<T>(s: EngineState, index: number, defer: boolean, work: () => T): T {
  const t = s.ticks[index]!;
  const latest = s.quotes;
  if (index < s.ticks.length - 1) {
    s.quotes = t.quotes ?? latest;
    if (defer) {
      const newer = s.ticks.slice(index + 1);
      s.risk.deferTo(
        newer.map((n) => n.quote),
        (d) => deferTo(s, newer, d),
      );
    }
  }
  try {
    return work();
  } finally {
    s.quotes = latest;
    if (defer) s.risk.deferTo(null);
  }
}

/** Retired account bounds a step takes out of the price index per item of its budget. */
const SWEEP_PER_ITEM = 4;

/**
 * Works through the queued ticks as far as `budget` goes, oldest first, and takes out of the
 * price index a share of the account bounds ticks retired (risk-engine.ts `sweep`).
 */
function stepTicks(s: EngineState, changes: Changes, budget: StepBudget): void {
  const items = budget.items;
  while (s.ticks.length > 0) {
    const t = s.ticks[0]!;
    atQuotesOf(s, 0, true, () => stepTick(s, t, changes, budget));
    if (t.part !== 5) break;
    s.ticks.shift();
  }
  s.risk.sweep((items - budget.items) * SWEEP_PER_ITEM);
}

/**
 * Does one tick's work, in its fixed order, as far as `budget` goes (the tick is done when its
 * part is 5).
 */
function stepTick(s: EngineState, t: PendingTick, changes: Changes, budget: StepBudget): void {
  const q = t.quote;
  for (;;) {
    if (t.part === 0) {
      // A tick that reached nothing is done even without a budget (a server applies every tick
      // with none, then steps when it queued work). Its trailing stops are one settled item.
      if (itemsLeft(t) > 0 && !allows(budget, t.trails.length > 0)) return;
      if (t.trails.length > 0) spend(budget, true);
      // (0) trailing stops the quote moves, unless a stop of the position closes it at this
      // quote; then the stops in position-id order and the orders oldest first
      t.stops.sort((x, y) => compareIds(x.positionId, y.positionId));
      t.orders.sort((x, y) => x.createdAt - y.createdAt || compareIds(x.id, y.id));
      const closing = new Set(t.stops.map((stop) => stop.positionId));
      const trails = t.trails.sort((x, y) => compareIds(x.positionId, y.positionId));
      moveTrailingStops(
        s,
        trails.map((trail) => trail.positionId).filter((id) => !closing.has(id)),
        q,
        changes,
      );
      for (const trail of trails) release(t, trail.accountId);
      t.trails.length = 0;
      t.part = 1;
    }
    if (t.part === 1) {
      // (1) stops reached, at this quote: a gap fills at the first quote past the trigger
      if (t.next < t.stops.length) {
        if (!allows(budget, true)) return;
        spend(budget, true);
        const stop = t.stops[t.next++]!;
        const p = s.positions.get(stop.positionId);
        const st = s.accounts.get(stop.accountId);
        if (p && st && st.a.status === "active") {
          closeAtQuote(s, st, p, q.time, stop.reason, changes);
          // Closing at the quote leaves the equity as it was and lowers the margin in use, so
          // the account's bounds stay valid; only a now-flat account needs its target checked.
          if (st.positions.length === 0) addEvaluation(t, st.a.id);
        }
        release(t, stop.accountId);
        continue;
      }
      t.part = 2;
      t.next = 0;
      t.accounts = [...evaluation(t)].sort();
    }
    if (t.part === 2 || t.part === 4) {
      // (2) accounts whose bounds the quote left; (4) accounts that got new positions
      if (t.next < t.accounts.length) {
        const id = t.accounts[t.next]!;
        // One evaluated out of turn already (`settleAhead`) is passed over.
        if (t.part === 2 && !t.evaluate.has(id)) {
          t.next++;
          continue;
        }
        const st = s.accounts.get(id);
        // Part 4's are settled (the fills made them); part 2's when they act, which is looked
        // at ahead only once the settled budget is spent (may the step go on through it?).
        const settled =
          t.part === 4 || (budget.settled <= 0 && !!st && evaluationActs(s, st, q.time));
        if (!allows(budget, settled)) return;
        t.next++;
        const before = changes.events.length;
        if (st) evaluate(s, st, q.time, q, changes);
        spend(budget, t.part === 4 || changes.events.length > before);
        if (t.part === 4) release(t, id); // part 2's are not held (`evaluationAhead`)
        continue;
      }
      if (t.part === 4) break;
      t.part = 3;
      t.next = 0;
    }
    // (3) pending orders reached, oldest first, if the margin allows
    if (t.next < t.orders.length) {
      if (!allows(budget, true)) return;
      spend(budget, true);
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
  t.part = 5;
}
