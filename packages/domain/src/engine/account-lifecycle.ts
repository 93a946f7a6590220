import type { Account } from "./account";
import type { AccountState, Changes, EngineState, EngineUpdate } from "./engine-state";
import { addAccountState, finish, newChanges } from "./engine-state";
import { cancelAllOrders, closeAtQuote } from "./fills";
import { tradingAccount } from "./order-preparation";
import type { CancelReason } from "./orders";
import { validateAccountRecord } from "./record-validation";
import { ok, reject, type Rejection, type Result } from "../core/result";

/**
 * An account's life in the engine outside the rules: it comes in as a new record (from
 * createAccount or startNextPhase), and it ends, either by a rule outcome (failed, passed: see
 * rule-outcomes) or because the operator closes it (a refunded purchase). Ending is one
 * procedure for all three: pending orders cancelled, the status and end time set, the account
 * no longer watched by the price index or the time limit.
 */

/** Adds a new account record (from createAccount or startNextPhase). */
export function addAccount(s: EngineState, record: Account): Result<EngineUpdate> {
  const v = validateAccountRecord(record);
  if (!v.ok) return v;
  if (s.accounts.has(v.value.id)) {
    return reject("DUPLICATE_ID", `Account ${v.value.id} already exists.`);
  }
  const st = addAccountState(s, v.value);
  if (s.currentDayKey !== "" && st.a.dayKey < s.currentDayKey) {
    s.nextResetAt = Number.NEGATIVE_INFINITY;
  }
  return ok({ events: [], accounts: [{ ...st.a }] });
}

/**
 * Ends an active account with `status` at `time`: cancels its pending orders with the reason
 * and message, and stops watching it. The caller reports the account's end.
 */
export function endAccount(
  s: EngineState,
  st: AccountState,
  status: "failed" | "passed" | "closed",
  time: number,
  cancelReason: CancelReason,
  cancelMessage: string,
  changes: Changes,
): void {
  cancelAllOrders(s, st, time, cancelReason, cancelMessage, changes);
  st.a.status = status;
  st.a.endedAt = time;
  s.risk.unwatchAccount(st.a.id);
  s.deadlines.delete(st.a.id);
  changes.touched.add(st.a.id);
}

/**
 * Closes an account for good (its purchase was refunded): every open position is closed at
 * the current quote (a buy at the bid, a sell at the ask), every pending order cancelled, and
 * the account ends as "closed" with the reason. Nothing changes when a position has no quote
 * to close at: a refund never books a made-up price.
 */
export function closeAccount(
  s: EngineState,
  accountId: string,
  time: unknown,
  reason: string,
): Result<EngineUpdate> {
  const g = tradingAccount(s, accountId, time);
  if (!g.ok) return g;
  const st = g.value;
  const t = time as number;
  const unquoted = unquotedPosition(s, st);
  if (unquoted) return unquoted;
  const changes = newChanges();
  if (t > s.time) s.time = t;
  closeAllAndEnd(s, st, "closed", t, "The account was closed: its orders were cancelled.", changes);
  changes.events.push({ type: "accountClosed", account: { ...st.a }, reason });
  return ok(finish(s, changes));
}

/** A refusal when one of the account's positions has no quote to close at, else null. */
export function unquotedPosition(s: EngineState, st: AccountState): Rejection | null {
  const position = st.positions.find((p) => !s.quotes.has(p.symbol));
  return position
    ? reject(
        "NO_QUOTE",
        `No quote for ${position.symbol} to close position ${position.id} at; try again once the market quotes it.`,
      )
    : null;
}

/**
 * An operator ends the account (a refund closes it, a fail fails it): every open position is
 * closed at the current quote ("accountClosed"), then the account ends with `status`.
 */
export function closeAllAndEnd(
  s: EngineState,
  st: AccountState,
  status: "closed" | "failed",
  time: number,
  cancelMessage: string,
  changes: Changes,
): void {
  for (const position of [...st.positions]) {
    closeAtQuote(s, st, position, time, "accountClosed", changes);
  }
  const cancelReason = status === "failed" ? "accountFailed" : "accountClosed";
  endAccount(s, st, status, time, cancelReason, cancelMessage, changes);
}
