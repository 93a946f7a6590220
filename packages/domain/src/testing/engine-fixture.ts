/**
 * Test support (not used by production code): fixed quotes with round numbers, times on known
 * weekdays, and a small engine builder. Failing look-ups throw here on purpose: this file only
 * runs under tests.
 */
import { createAccount, type Account } from "../engine/account";
import type { PhaseId } from "../rules/phases";
import type { PlanId } from "../rules/plans";
import type { Quote } from "../market/quotes";
import type { Result } from "../core/result";
import type { RuleSet } from "../rules/rule-sets";
import {
  createTradingEngine,
  type EngineConfig,
  type TradingEngine,
} from "../engine/trading-engine";

/** Tuesday 12 March 2024, 12:00 UTC: every market is open. */
export const TUESDAY_NOON = Date.UTC(2024, 2, 12, 12, 0, 0);
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
  return result.value;
}

export function quote(symbol: string, bid: number, ask: number, time = TUESDAY_NOON): Quote {
  return { symbol, time, bid, ask };
}

/** One quote per symbol with easy numbers. */
export function baseQuotes(time = TUESDAY_NOON): Quote[] {
  return [
    quote("EURUSD", 1.085, 1.0851, time),
    quote("GBPUSD", 1.27, 1.27012, time),
    quote("USDJPY", 150.0, 150.01, time),
    quote("USDCHF", 0.9, 0.90014, time),
    quote("EURJPY", 162.75, 162.768, time),
    quote("EURGBP", 0.8543, 0.85442, time),
    quote("XAUUSD", 2350.0, 2350.25, time),
    quote("US30", 39000.0, 39002.0, time),
    quote("NAS100", 18250.0, 18251.0, time),
    quote("USOIL", 78.5, 78.53, time),
    quote("BTCUSD", 65000.0, 65025.0, time),
    quote("ETHUSD", 3500.0, 3501.5, time),
  ];
}

export interface FixtureAccount {
  readonly id: string;
  readonly planId: PlanId;
  readonly phase?: PhaseId;
  readonly stopOutLevel?: number;
  /** The rule set it opens under (default: the one in force at its time). */
  readonly ruleSet?: RuleSet;
}

export function account(spec: FixtureAccount, time = TUESDAY_NOON, timeZone = "UTC"): Account {
  return must(
    createAccount({
      id: spec.id,
      planId: spec.planId,
      phase: spec.phase ?? "phase1",
      time,
      timeZone,
      ...(spec.stopOutLevel !== undefined ? { stopOutLevel: spec.stopOutLevel } : {}),
      ...(spec.ruleSet ? { ruleSet: spec.ruleSet } : {}),
    }),
  );
}

export function engineWith(
  accounts: readonly FixtureAccount[],
  options: { time?: number; quotes?: Quote[]; config?: EngineConfig } = {},
): TradingEngine {
  const time = options.time ?? TUESDAY_NOON;
  const timeZone = options.config?.timeZone ?? "UTC";
  return must(
    createTradingEngine({
      snapshot: {
        time,
        accounts: accounts.map((a) => account(a, time, timeZone)),
        quotes: options.quotes ?? baseQuotes(time),
      },
      ...(options.config ? { config: options.config } : {}),
    }),
  );
}
