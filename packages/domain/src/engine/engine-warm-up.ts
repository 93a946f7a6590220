// A rehearsal of the rare paths: a mass breach on a scratch engine, so that V8 has compiled and
// optimised the breach path (rule evaluation, failing an account, closing its positions, the
// evidence) before a real one. A server's first mass breach otherwise runs that code cold: 5,000
// breaches took 294 ms cold against 84 ms warm (bench/mass-breach-engine.ts). Nothing of the
// scratch engine is kept; the time and ids are fixed, so the rehearsal is the same every time.
import { createAccount, type Account } from "./account";
import { requiredMargin } from "./margin";
import type { Position } from "./positions";
import type { EngineUpdate } from "./engine-state";
import { createTradingEngine } from "./trading-engine";
import { getInstrument } from "../market/instruments";

const T0 = Date.UTC(2024, 2, 12, 13, 0, 0); // a Tuesday, 13:00 UTC
const SYMBOL = "BTCUSD";
const PRICE = 60_000;

function position(account: Account, n: number, volume: number, openPrice: number): Position {
  const instrument = getInstrument(SYMBOL)!;
  return {
    id: `warm-${account.id}-p${n}`,
    accountId: account.id,
    orderId: `warm-${account.id}-o${n}`,
    symbol: SYMBOL,
    side: "buy",
    volume,
    openPrice,
    openTime: T0,
    stopLoss: null,
    takeProfit: null,
    margin: requiredMargin(instrument, volume, openPrice, 1, account.leverage),
    commission: 0,
    swapPerNight: 0,
  };
}

/**
 * Breaches `accounts` Beta accounts (two positions each) with one quote, `rounds` times on a
 * fresh scratch engine, the work cut into steps of `stepItems` (the server's desk passes its
 * own). Returns what the last round changed (the desk rehearses its part on it).
 */
export function rehearseMassBreach(stepItems: number, accounts = 2_000, rounds = 3): EngineUpdate {
  let last: EngineUpdate = { events: [], accounts: [] };
  for (let round = 0; round < rounds; round++) {
    const records: Account[] = [];
    const positions: Position[] = [];
    for (let i = 0; i < accounts; i++) {
      const created = createAccount({
        id: `warm-${i}`,
        planId: "BETA",
        phase: "phase1",
        ownerId: `warm-${i}`,
        time: T0,
      });
      if (!created.ok) throw new Error(created.reason);
      records.push(created.value);
      positions.push(position(created.value, 1, 5, PRICE + (i % 100)));
      positions.push(position(created.value, 2, 5, PRICE - (i % 100)));
    }
    const quote = (mid: number, time: number) => ({ symbol: SYMBOL, bid: mid, ask: mid + 1, time });
    const engine = createTradingEngine({
      snapshot: {
        time: T0,
        sequence: 0,
        accounts: records,
        positions,
        orders: [],
        quotes: [quote(PRICE, T0)],
      },
    });
    if (!engine.ok) throw new Error(engine.reason);
    // Cut as a server's desk cuts it: the quote in with its work queued (more than a tick does at
    // once), the first step, the breaches told ahead, the other steps.
    const e = engine.value;
    const update = e.applyTick(quote(PRICE - 6_000, T0 + 1_000), 0);
    if (!update.ok) throw new Error(update.reason);
    const events = [...update.value.events];
    const changed = [...update.value.accounts];
    for (let step = 0; e.hasPendingTick(); step++) {
      const made = e.continueTick(stepItems);
      events.push(...made.events);
      changed.push(...made.accounts);
      if (step === 0) e.breachesAhead(null);
    }
    last = { events, accounts: changed };
  }
  return last;
}
