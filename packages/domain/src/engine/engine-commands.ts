import type { Account } from "./account";
import type { OrderChange, OrderRequest } from "./orders";
import type { PositionChange } from "./positions";
import type { Quote } from "../market/quotes";
import { ok, type Result } from "../core/result";
import type {
  ActUpdate,
  ClosedPosition,
  EngineUpdate,
  PlacedOrder,
  PlacedPair,
  RestorePoint,
  TradingEngine,
} from "./trading-engine";
import type { Order } from "./orders";
import type { Position } from "./positions";

/**
 * Every input that changes the trading engine, as plain data: what a server journals so that
 * the engine's state can be rebuilt by applying the same commands, in the same order, to the
 * same starting state (`applyCommand`). The engine is pure and deterministic, so the same
 * commands give the same events and records, given the same id sequence (the caller's `newId`).
 * Times are the engine's clock for the command (epoch ms); `why` is an operator's or a refund's
 * reason. `add` is an account opened with the change (its row is written from the events);
 * `adopt` one whose row another transaction wrote (a paid purchase); both may carry the engine's
 * clock and quotes then (`at`). A tick's `n` is how many items of the work it triggers it does
 * at once, a `step` goes on with at most `n` more of the queued work (without `n`: the engine's
 * default, all unless the engine is configured otherwise). Where a server cut the work is part
 * of the input, so a replay cuts it at the same places: the journal records a cut as `w`, the
 * settled items done (tick-steps.ts `StepBudget`), which a replay's engine does alike even when
 * it finds more or fewer evaluations that change nothing (`journaledCommand`).
 */
export type EngineCommand =
  | { readonly k: "tick"; readonly q: Quote; readonly n?: number; readonly w?: number }
  | { readonly k: "step"; readonly n?: number; readonly w?: number }
  | { readonly k: "advance"; readonly t: number }
  | { readonly k: "place"; readonly a: string; readonly r: OrderRequest; readonly t: number }
  | {
      readonly k: "oco";
      readonly a: string;
      readonly r: readonly [OrderRequest, OrderRequest];
      readonly t: number;
    }
  | {
      readonly k: "modifyOrder";
      readonly a: string;
      readonly o: string;
      readonly c: OrderChange;
      readonly t: number;
    }
  | { readonly k: "cancelOrder"; readonly a: string; readonly o: string; readonly t: number }
  | {
      readonly k: "modifyPosition";
      readonly a: string;
      readonly p: string;
      readonly c: PositionChange;
      readonly t: number;
    }
  | { readonly k: "close"; readonly a: string; readonly p: string; readonly t: number }
  | {
      readonly k: "closePart";
      readonly a: string;
      readonly p: string;
      readonly v: number;
      readonly t: number;
    }
  | { readonly k: "closeAccount"; readonly a: string; readonly t: number; readonly why: string }
  | {
      readonly k: "reinstate";
      readonly a: string;
      readonly t: number;
      readonly restore: RestorePoint;
      readonly why: string;
    }
  | {
      readonly k: "adjust";
      readonly a: string;
      readonly amount: number;
      readonly t: number;
      readonly why: string;
    }
  | { readonly k: "pass"; readonly a: string; readonly t: number; readonly why: string }
  | { readonly k: "fail"; readonly a: string; readonly t: number; readonly why: string }
  | { readonly k: "add"; readonly account: Account; readonly at?: AccountOpening }
  | { readonly k: "adopt"; readonly account: Account; readonly at?: AccountOpening };

/**
 * The engine's clock and quotes when an account came in: what a replay of that account alone
 * starts from (the whole journal's replay has them already).
 */
export interface AccountOpening {
  readonly time: number;
  readonly quotes: readonly Quote[];
}

/** What each command answers. */
export interface CommandResults {
  tick: EngineUpdate;
  step: EngineUpdate;
  advance: EngineUpdate;
  place: PlacedOrder;
  oco: PlacedPair;
  modifyOrder: EngineUpdate & { order: Order };
  cancelOrder: EngineUpdate & { order: Order };
  modifyPosition: EngineUpdate & { position: Position };
  close: ClosedPosition;
  closePart: ClosedPosition;
  closeAccount: EngineUpdate;
  reinstate: ActUpdate;
  adjust: ActUpdate;
  pass: ActUpdate;
  fail: ActUpdate;
  add: EngineUpdate;
  adopt: EngineUpdate;
}

export type CommandKind = EngineCommand["k"];
export type CommandOf<K extends CommandKind> = Extract<EngineCommand, { k: K }>;

/**
 * Applies one command to the engine: the one place a command becomes an engine call, used
 * both live (the server records the command and applies it) and on replay (the journal's
 * commands applied again). A rejection changes nothing.
 */
export function applyCommand<K extends CommandKind>(
  engine: TradingEngine,
  command: CommandOf<K>,
): Result<CommandResults[K]> {
  return dispatch(engine, command as EngineCommand) as Result<CommandResults[K]>;
}

function dispatch(engine: TradingEngine, c: EngineCommand): Result<unknown> {
  switch (c.k) {
    case "tick":
      return engine.applyTick(c.q, c.n, c.w);
    case "step":
      return ok(engine.continueTick(c.n, c.w));
    case "advance":
      return engine.advanceTime(c.t);
    case "place":
      return engine.placeOrder(c.a, c.r, c.t);
    case "oco":
      return engine.placeOcoPair(c.a, c.r[0], c.r[1], c.t);
    case "modifyOrder":
      return engine.modifyOrder(c.a, c.o, c.c, c.t);
    case "cancelOrder":
      return engine.cancelOrder(c.a, c.o, c.t);
    case "modifyPosition":
      return engine.modifyPosition(c.a, c.p, c.c, c.t);
    case "close":
      return engine.closePosition(c.a, c.p, c.t);
    case "closePart":
      return engine.closePositionPart(c.a, c.p, c.v, c.t);
    case "closeAccount":
      return engine.closeAccount(c.a, c.t, c.why);
    case "reinstate":
      return engine.reinstateAccount(c.a, c.t, c.restore, c.why);
    case "adjust":
      return engine.adjustBalance(c.a, c.amount, c.t, c.why);
    case "pass":
      return engine.passPhase(c.a, c.t, c.why);
    case "fail":
      return engine.failAccount(c.a, c.t, c.why);
    case "add":
    case "adopt":
      return engine.addAccount(c.account);
  }
}

/**
 * The command as the journal records it, once applied; `settled` is the engine's `cutSettled()`
 * then. A tick or step cut by `n` (a count of items, which a replay's engine may find more or
 * fewer of) records the settled items its cut did instead, as `w`, which a replay does alike.
 */
export function journaledCommand(c: EngineCommand, settled: number): EngineCommand {
  if ((c.k === "tick" || c.k === "step") && c.n !== undefined) {
    const { n: _cut, ...rest } = c;
    return { ...rest, w: settled };
  }
  return c;
}

/** The accounts a command names (a tick, a step or the day's roll names none: it is everyone's). */
export function commandAccount(c: EngineCommand): string | null {
  switch (c.k) {
    case "tick":
    case "step":
    case "advance":
      return null;
    case "add":
    case "adopt":
      return c.account.id;
    default:
      return c.a;
  }
}
