import { advance } from "./day-roll";
import type { EngineState, EngineUpdate } from "./engine-state";
import { compareIds, finish, newChanges } from "./engine-state";
import { closeAtQuote } from "./fills";
import type { CloseReason } from "./positions";
import { validateQuote } from "./quotes";
import { reject, ok, type Result } from "./result";
import { finishTick, stepTick } from "./tick-steps";

/**
 * One tick: a new quote for one symbol, applied in a fixed order. The clock advances first
 * (day roll, time limits). Then (1) stop losses and take profits that the quote reached close
 * at that quote (so a gap fills at the first quote past the trigger, not at the trigger);
 * (2) accounts whose risk bounds the quote left, or that waited for this symbol, are
 * evaluated (breach, stop-out, pass); (3) pending orders whose price was reached fill at this
 * quote, oldest first, if the margin allows, else they are cancelled with the figures;
 * (4) accounts that got new positions are evaluated again. The price index answers what the
 * quote triggers, so a tick costs what it triggers, not what the books hold.
 */
export function applyTick(s: EngineState, input: unknown): Result<EngineUpdate> {
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
  finishTick(s, changes);
  advance(s, q.time, changes);
  s.quotes.set(q.symbol, q);
  const trig = s.risk.collect(q);
  const evaluateIds = new Set<string>(trig.accounts);
  const waiting = s.waiting.get(q.symbol);
  if (waiting) {
    for (const id of waiting) evaluateIds.add(id);
    s.waiting.delete(q.symbol);
  }
  // 1. stop losses and take profits, at this quote
  if (trig.stopLosses.length + trig.takeProfits.length > 0) {
    const stops: Array<[string, CloseReason]> = [];
    for (const id of trig.stopLosses) stops.push([id, "stopLoss"]);
    for (const id of trig.takeProfits) stops.push([id, "takeProfit"]);
    stops.sort((x, y) => compareIds(x[0], y[0]));
    for (const [id, reason] of stops) {
      const p = s.positions.get(id);
      if (!p) continue;
      const st = s.accounts.get(p.accountId);
      if (!st || st.a.status !== "active") continue;
      closeAtQuote(s, st, p, q.time, reason, changes);
      // Closing at the quote leaves the equity as it was and lowers the margin in use, so
      // the account's bounds stay valid; only a now-flat account needs its target checked.
      if (st.positions.length === 0) evaluateIds.add(st.a.id);
    }
  }
  // 2. and 3. in steps: the accounts whose bounds this quote left, then pending orders
  const accountIds = [...evaluateIds].sort();
  s.pendingTick = {
    quote: q,
    accountIds,
    next: 0,
    waiting: new Set(accountIds),
    orderIds: trig.orders,
  };
  stepTick(s, changes, s.evaluationsPerStep);
  return ok(finish(s, changes));
}
