import { valueAccount } from "./account-valuation";
import type { DailyResetEntry, SwapCharge } from "./engine-events";
import type { AccountState, Changes, EngineState, EngineUpdate } from "./engine-state";
import { badTime, compareIds, finish, newChanges } from "./engine-state";
import { ok, type Result } from "../core/result";
import { floorsOf, timeLimitEnd } from "../rules/rule-decisions";
import { evaluate, failAccount } from "../rules/rule-outcomes";
import { finishTick } from "./tick-steps";
import { dayKey, isTime, nextDayStart, startOfDayKey } from "../core/time-zones";
import { lastRolloverAtOrBefore, nextRolloverAfter, swapNights } from "../rules/trading-costs";

/**
 * The day roll: moving the engine's clock forward. At 00:00 in the reset zone every active
 * account starts a new trading day (its day-start balance and highest end-of-day balance move,
 * reported as one dailyReset event), and accounts whose floors moved are checked again, since
 * a position held over the reset counts against the new day's floor. Accounts whose time limit
 * ended by then fail. Ticks and trader operations run this first with their time.
 */

/** Rolls the trading day (00:00 in the zone) and applies time limits up to `time`. */
export function advanceTime(s: EngineState, time: unknown): Result<EngineUpdate> {
  if (!isTime(time)) return badTime(time);
  const changes = newChanges();
  // Queued tick work is finished first only when the clock's move acts on accounts: a move
  // that rolls nothing leaves it to its steps.
  if (s.ticks.length > 0 && advanceActs(s, time)) finishTick(s, changes);
  advance(s, time, changes);
  return ok(finish(s, changes));
}

/** True when moving the clock to `time` rolls the day, passes a rollover or ends a time limit. */
export function advanceActs(s: EngineState, time: number): boolean {
  const now = Math.max(time, s.time);
  if (now >= s.nextResetAt || now >= s.nextRolloverAt) return true;
  for (const end of s.deadlines.values()) if (end <= now) return true;
  return false;
}

/**
 * Moves the clock to `time` (never back), rolling the day, recording the swaps of the rollovers
 * passed and ending time limits due by then.
 */
export function advance(s: EngineState, time: number, changes: Changes): void {
  if (time > s.time) s.time = time;
  const now = s.time;
  if (now >= s.nextResetAt) rollDay(s, now, changes);
  if (now >= s.nextRolloverAt) rollOver(s, now, changes);
  if (s.deadlines.size > 0) endTimeLimits(s, now, changes);
}

/**
 * The rollovers (22:00 UTC) after the last one recorded, up to `now`: each open position held
 * over one is charged (or paid) its swap, recorded as swapCharged events per account, and every
 * account charged is checked again at `now`, since the swap moved its equity (its price bounds
 * were computed without it). The swap itself is part of the positions' value from the rollover
 * on (`swapAt`), whether recorded yet or not.
 */
function rollOver(s: EngineState, now: number, changes: Changes): void {
  const from = s.rolledThrough;
  s.rolledThrough = lastRolloverAtOrBefore(now);
  s.nextRolloverAt = nextRolloverAfter(now);
  const charged: AccountState[] = [];
  for (const st of s.accounts.values()) {
    if (st.a.status !== "active" || st.positions.length === 0) continue;
    const charges: SwapCharge[] = [];
    for (const p of st.positions) {
      for (const n of swapNights(p, from, now)) {
        charges.push({
          positionId: p.id,
          accountId: st.a.id,
          symbol: p.symbol,
          side: p.side,
          volume: p.volume,
          ...n,
        });
      }
    }
    if (charges.length === 0) continue;
    changes.events.push({ type: "swapCharged", accountId: st.a.id, charges });
    st.stale = true;
    charged.push(st);
  }
  charged.sort((x, y) => compareIds(x.a.id, y.a.id));
  for (const st of charged) evaluate(s, st, now, null, changes);
}

function endTimeLimits(s: EngineState, now: number, changes: Changes): void {
  const due = [...s.deadlines]
    .filter(([, end]) => end <= now)
    .map(([id]) => id)
    .sort();
  for (const id of due) {
    const st = s.accounts.get(id);
    s.deadlines.delete(id);
    if (!st || st.a.status !== "active") continue;
    const end = timeLimitEnd(st.a) as number;
    const value = valueAccount(st.a.balance, st.positions, s.lookup, end);
    failAccount(
      s,
      st,
      { kind: "breach", rule: "timeLimit", threshold: end, observed: now },
      value,
      end,
      null,
      changes,
    );
  }
}

function rollDay(s: EngineState, now: number, changes: Changes): void {
  const key = dayKey(now, s.timeZone);
  const start = startOfDayKey(key, s.timeZone);
  s.currentDayKey = key;
  s.currentDayStart = start;
  s.nextResetAt = nextDayStart(now, s.timeZone);
  const entries: DailyResetEntry[] = [];
  const reset: AccountState[] = [];
  for (const st of s.accounts.values()) {
    if (st.a.status !== "active" || st.a.dayKey >= key) continue;
    const balance = st.a.balance;
    const before = floorsOf(st.a);
    st.a.highestEodBalance = Math.max(st.a.highestEodBalance, balance);
    st.a.dayStartBalance = balance;
    st.a.dayKey = key;
    changes.touched.add(st.a.id);
    const equity =
      st.positions.length === 0
        ? balance
        : valueAccount(balance, st.positions, s.lookup, start).equity;
    entries.push({
      accountId: st.a.id,
      balance,
      equity,
      highestEodBalance: st.a.highestEodBalance,
    });
    // Only accounts whose floors moved need re-checking (their bounds were computed for the old floors).
    const after = floorsOf(st.a);
    if (
      after.dailyLossFloor !== before.dailyLossFloor ||
      after.maxLossFloor !== before.maxLossFloor
    ) {
      st.stale = true;
      reset.push(st);
    }
  }
  if (entries.length === 0) return;
  changes.events.push({ type: "dailyReset", time: start, dayKey: key, accounts: entries });
  // The floors moved: a position held over the reset counts against the new day's floor.
  if (reset.length === 0) return;
  reset.sort((x, y) => compareIds(x.a.id, y.a.id));
  for (const st of reset) evaluate(s, st, start, null, changes);
}
