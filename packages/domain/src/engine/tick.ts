import { advance, advanceActs } from "./day-roll";
import type { EngineState, EngineUpdate } from "./engine-state";
import { finish, newChanges } from "./engine-state";
import type { CloseReason } from "./positions";
import { validateQuote } from "../market/quotes";
import { reject, ok, type Result } from "../core/result";
import { finishTick, keepQuotesOfLastTick, queueTick, stepBudget } from "./tick-steps";

/**
 * One tick: a new quote for one symbol, applied in a fixed order. The clock advances first
 * (day roll, time limits). Then (1) stop losses and take profits that the quote reached close
 * at that quote (so a gap fills at the first quote past the trigger, not at the trigger);
 * (2) accounts whose risk bounds the quote left, or that waited for this symbol, are
 * evaluated (breach, stop-out, pass); before those, trailing stops the quote moves follow it
 * (trailing-stops.ts); (3) pending orders whose price was reached fill at this
 * quote, oldest first, if the margin allows, else they are cancelled with the figures;
 * (4) accounts that got new positions are evaluated again. The price index answers what the
 * quote triggers, so a tick costs what it triggers, not what the books hold. With a `budget`
 * (default `evaluationsPerStep`; with `settled`, that many settled items, a journaled cut
 * replayed) that work is done in bounded steps, and a tick that comes
 * before an earlier one's work is done is applied at once with its work queued behind
 * (tick-steps.ts).
 */
export function applyTick(
  s: EngineState,
  input: unknown,
  budget = s.evaluationsPerStep,
  settled?: number,
): Result<EngineUpdate> {
  const v = validateQuote(input);
  if (!v.ok) return v;
  const q = v.value;
  const prev = s.quotes.get(q.symbol);
  if (prev && q.time < prev.time) {
    return reject(
      "INVALID_TIME",
      `Quote for ${q.symbol} at ${q.time} is older than the last one (${prev.time}).`,
    );
  }
  const changes = newChanges();
  // Time moving on (the day's roll, a rollover, a time limit) finishes the queued work first.
  if (s.ticks.length > 0 && advanceActs(s, q.time)) finishTick(s, changes);
  keepQuotesOfLastTick(s);
  advance(s, q.time, changes);
  s.quotes.set(q.symbol, q);
  const trig = s.risk.collect(q);
  const waiting = s.waiting.get(q.symbol);
  if (waiting) s.waiting.delete(q.symbol);
  const evaluateIds = waiting ? [...trig.accounts, ...waiting] : trig.accounts;
  const stops: Array<[string, CloseReason]> = [];
  for (const id of trig.stopLosses) stops.push([id, "stopLoss"]);
  for (const id of trig.takeProfits) stops.push([id, "takeProfit"]);
  const cut = stepBudget(budget, settled);
  queueTick(
    s,
    q,
    { stops, evaluate: evaluateIds, orders: trig.orders, trails: trig.trails },
    changes,
    cut,
  );
  // What the work finished first (the clock's move) did is not the cut's.
  s.cutSettled = cut.used;
  return ok(finish(s, changes));
}
