// `npm run bench -- mass-breach-engine [--accounts 100000] [--victims 5000] [--runs 5]
//   [--warm-up] [--cpu-prof <file>]`
// The pure engine's share of a mass breach (issue #33): a book shaped like bench/mass-breach.ts
// (`victims` Beta accounts holding 10 BTCUSD lots bought within $500 of the price and 1 ETHUSD
// lot, spread through the book; the rest a crowd, 70% with a small BTCUSD position and 20% a
// small ETHUSD one; UUID-shaped ids, as a server's) gets one quote $5,800 below the price, which
// breaches exactly the victims, then the next quote $10 lower. Measured on a fresh engine each
// run: the breaching tick, and the same $10 move on a book without victims (the baseline: what
// any tick of that symbol costs); then the breach cut as the server's desk cuts it (the tick's
// work at once only if it fits in TICK_ITEMS, the next tick applied while it is queued, steps of
// TICK_STEP_ITEMS): what the tick and the next tick hold the thread, and each step. With
// `--cpu-prof` the first breaching tick's V8 CPU profile is written there. Figures only; nothing
// is asserted.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { Random } from "@proparena/domain/core/random";
import { createAccount, type Account } from "@proparena/domain/engine/account";
import type { Position } from "@proparena/domain/engine/positions";
import { openPosition } from "./lib/seed";
import { rehearseMassBreach } from "@proparena/domain/engine/engine-warm-up";
import { createTradingEngine, type TradingEngine } from "@proparena/domain/engine/trading-engine";
import { getInstrument, roundToTick } from "@proparena/domain/market/instruments";
import type { Quote } from "@proparena/domain/market/quotes";
import { TICK_ITEMS, TICK_STEP_ITEMS } from "@proparena/server/trading/desk/trading-desk";
import { numberArg, stringArg } from "./lib/args";
import { fmt, machineLine, percentile } from "./lib/figures";

const T0 = Date.UTC(2024, 2, 12, 13, 0, 0); // a Tuesday, 13:00 UTC: crypto trades
const MIDS: Record<string, number> = { BTCUSD: 60_000, ETHUSD: 3_000 };
const DROP = 5_800;
const NEXT_MOVE = 10;
const TARGET_MS = 100;

function quote(symbol: string, mid: number, time: number): Quote {
  const instrument = getInstrument(symbol)!;
  const half = instrument.tickSize * 5;
  return {
    symbol,
    bid: roundToTick(mid - half, instrument),
    ask: roundToTick(mid + half, instrument),
    time,
  };
}

/**
 * A UUID-shaped id (as the server's accounts have), seeded. Flat, as a server's ids parsed from
 * the database are: a string built by concatenation is a rope until something reads it, and its
 * first sort or hash would pay for flattening it (JSON's round trip makes a flat copy).
 */
function uuidOf(rnd: Random): string {
  let hex = "";
  for (let i = 0; i < 32; i++) hex += ((rnd.next() * 16) | 0).toString(16);
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return JSON.parse(JSON.stringify(id)) as string;
}

function book(accounts: number, victims: number) {
  const rnd = new Random("bench-crowd");
  const ids = new Random("bench-ids");
  const accs: Account[] = [];
  const positions: Position[] = [];
  // The victims are spread through the book, as a server's are (its accounts load in id order).
  const every = victims > 0 ? Math.floor(accounts / victims) : 0;
  for (let i = 0; i < accounts; i++) {
    const victim = every > 0 && i % every === 0 && i / every < victims;
    const created = createAccount({
      id: uuidOf(ids),
      planId: "BETA",
      phase: "phase1",
      ownerId: `u${i}`,
      time: T0,
    });
    if (!created.ok) throw new Error(created.reason);
    const account = created.value;
    accs.push(account);
    if (victim) {
      positions.push(
        openPosition(account, "BTCUSD", "buy", 10, MIDS.BTCUSD! + (rnd.next() - 0.5) * 1_000, T0),
      );
      positions.push(openPosition(account, "ETHUSD", "buy", 1, MIDS.ETHUSD!, T0));
      continue;
    }
    const pick = rnd.next();
    if (pick >= 0.9) continue;
    const symbol = pick < 0.7 ? "BTCUSD" : "ETHUSD";
    const side = rnd.next() < 0.5 ? "buy" : "sell";
    const price = MIDS[symbol]! * (1 + (rnd.next() - 0.5) / 100);
    positions.push(openPosition(account, symbol, side, rnd.int(1, 5) / 100, price, T0));
  }
  return { accounts: accs, positions };
}

function engineOf(records: ReturnType<typeof book>): TradingEngine {
  const quotes = Object.entries(MIDS).map(([s, mid]) => quote(s, mid, T0));
  const engine = createTradingEngine({
    snapshot: {
      time: T0,
      sequence: 0,
      accounts: records.accounts,
      positions: records.positions,
      orders: [],
      quotes,
    },
  });
  if (!engine.ok) throw new Error(engine.reason);
  // The day's roll (every account's day starts) is the first tick's, as at a server's start:
  // done here with an unchanged quote, so the ticks measured are a running engine's.
  const rolled = engine.value.applyTick(quote("ETHUSD", MIDS.ETHUSD!, T0 + 500));
  if (!rolled.ok) throw new Error(rolled.reason);
  return engine.value;
}

/** Milliseconds the tick took (at most `budget` items of work), and its events. */
function tick(engine: TradingEngine, q: Quote, budget?: number): { ms: number; events: number } {
  const started = performance.now();
  const update = engine.applyTick(q, budget);
  const ms = performance.now() - started;
  if (!update.ok) throw new Error(update.reason);
  return { ms, events: update.value.events.length };
}

export async function main(args: string[] = []): Promise<void> {
  const accounts = numberArg(args, "accounts", 100_000);
  const victims = numberArg(args, "victims", 5_000);
  const runs = numberArg(args, "runs", 5);
  const profile = stringArg(args, "cpu-prof", "");
  // `--warm-up`: the rehearsal a server runs at start (engine-warm-up.ts) before the first run.
  if (args.includes("--warm-up")) {
    const started = performance.now();
    const { events } = rehearseMassBreach(TICK_STEP_ITEMS);
    console.log(
      `  rehearsal: ${fmt(events.length, 0)} events, ${fmt(performance.now() - started, 0)} ms`,
    );
  }
  console.log("The engine's mass breach (pure domain, one thread)");
  console.log(`  ${machineLine()}`);
  const withVictims = book(accounts, victims);
  const without = book(accounts, 0);
  const breach: number[] = [];
  const next: number[] = [];
  const quiet: number[] = [];
  const cutTick: number[] = [];
  const cutNext: number[] = [];
  const stepMs: number[] = [];
  const cutTotal: number[] = [];
  let events = 0;
  let failed = 0;
  const session = profile ? new Session() : null;
  session?.connect();
  for (let run = 0; run < runs; run++) {
    const time = T0 + 1_000 * (run + 1);
    const calm = engineOf(without);
    quiet.push(tick(calm, quote("BTCUSD", MIDS.BTCUSD! - NEXT_MOVE, time)).ms);
    const engine = engineOf(withVictims);
    // The first run's code is cold, as a server's is at its first mass breach: that is profiled.
    const first = run === 0;
    if (session && first) {
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
    }
    const hit = tick(engine, quote("BTCUSD", MIDS.BTCUSD! - DROP, time));
    if (session && first) {
      const { profile: data } = await session.post("Profiler.stop");
      writeFileSync(profile, JSON.stringify(data));
    }
    breach.push(hit.ms);
    events = hit.events;
    next.push(tick(engine, quote("BTCUSD", MIDS.BTCUSD! - DROP - NEXT_MOVE, time + 1)).ms);
    failed = engine.accountIds().filter((id) => engine.getAccount(id)!.status === "failed").length;
    // As the desk cuts it: the tick's first items, the next tick while the rest is queued, steps.
    const cut = engineOf(withVictims);
    // (a tick of none of its work: more than TICK_ITEMS is queued, so the desk makes no step now)
    cutTick.push(tick(cut, quote("BTCUSD", MIDS.BTCUSD! - DROP, time), 0).ms);
    if (cut.queuedTickItems() <= TICK_ITEMS) throw new Error("the desk would do this tick at once");
    cutNext.push(tick(cut, quote("BTCUSD", MIDS.BTCUSD! - DROP - NEXT_MOVE, time + 1), 0).ms);
    let total = 0;
    while (cut.hasPendingTick()) {
      const started = performance.now();
      cut.continueTick(TICK_STEP_ITEMS);
      const ms = performance.now() - started;
      stepMs.push(ms);
      total += ms;
    }
    cutTotal.push(total);
  }
  session?.disconnect();
  const p50 = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    );
  console.log(
    `  ${fmt(accounts, 0)} accounts, ${fmt(victims, 0)} breached by one BTCUSD quote; ${runs} runs, a fresh engine each (p50, min-max)`,
  );
  const line = (label: string, xs: number[]) =>
    console.log(
      `  ${label.padEnd(44)} ${fmt(p50(xs), 1)} ms (${fmt(Math.min(...xs), 1)}-${fmt(Math.max(...xs), 1)})`,
    );
  console.log(`  breaching tick, first run (cold code)               ${fmt(breach[0]!, 1)} ms`);
  line(`breaching tick (${fmt(events, 0)} events, ${fmt(failed, 0)} failed)`, breach);
  line("the next tick, $10 lower", next);
  line("baseline: a $10 tick on the book without victims", quiet);
  console.log(
    `  per breached account: ${fmt((1000 * (p50(breach) - p50(quiet))) / victims, 1)} us; the breaching tick is ${fmt(p50(breach) / p50(quiet), 1)}x the baseline (the whole breach, durable and notified, has a ${TARGET_MS} ms target)`,
  );
  console.log(
    `  cut as the desk cuts it (the work at once if it fits in ${TICK_ITEMS} items, else all in steps of ${TICK_STEP_ITEMS}):`,
  );
  line("  the breaching tick (quote in, entries taken)", cutTick);
  line("  the next tick, applied with the work queued", cutNext);
  const sorted = [...stepMs].sort((a, b) => a - b);
  console.log(
    `    each step: p50 ${fmt(percentile(sorted, 50), 1)} ms  p99 ${fmt(percentile(sorted, 99), 1)} ms  max ${fmt(sorted.at(-1) ?? 0, 1)} ms  (n=${fmt(sorted.length, 0)})`,
  );
  line("  every step, together", cutTotal);
  if (profile) console.log(`  CPU profile of the first breaching tick: ${profile}`);
}
