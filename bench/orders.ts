// `npm run bench -- orders [--orders 100000]`
// Order placement throughput (market orders: validation, margin check, fill, rule evaluation,
// index update) and matching throughput (pending limit orders filled by ticks that sweep
// through their prices).
import { createAccount, type Account } from "@proparena/domain/engine/account";
import { getInstrument, INSTRUMENTS, roundToTick } from "@proparena/domain/market/instruments";
import type { Side } from "@proparena/domain/engine/orders";
import type { Quote } from "@proparena/domain/market/quotes";
import { Random } from "@proparena/domain/core/random";
import { SimulatedMarket } from "@proparena/domain/market/simulated-market";
import { createTradingEngine } from "@proparena/domain/engine/trading-engine";

const T0 = Date.UTC(2024, 2, 12, 13, 0, 0); // a Tuesday, 13:00 UTC

function arg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}

const int = (n: number): string => Math.round(n).toLocaleString("en-US");

function accountsFor(n: number): Account[] {
  const out: Account[] = [];
  for (let i = 0; i < n; i++) {
    const r = createAccount({ id: `b${i}`, planId: "BETA", phase: "phase1", time: T0 });
    if (!r.ok) throw new Error(r.reason);
    out.push(r.value);
  }
  return out;
}

export async function main(args: string[] = []): Promise<void> {
  const total = arg(args, "orders", 100_000);
  const rnd = new Random("orders-bench");
  const market = SimulatedMarket.create({ seed: "orders-bench", startTime: T0 });
  const quotes = market.quotes();

  // --- placement: market orders spread over 10,000 accounts and every symbol
  {
    const built = createTradingEngine({
      snapshot: { time: T0, quotes, accounts: accountsFor(10_000) },
    });
    if (!built.ok) throw new Error(built.reason);
    const engine = built.value;
    const requests = Array.from({ length: total }, (_, i) => {
      const instrument = INSTRUMENTS[i % INSTRUMENTS.length]!;
      return {
        account: `b${i % 10_000}`,
        request: {
          symbol: instrument.symbol,
          side: (rnd.next() < 0.5 ? "buy" : "sell") as Side,
          type: "market" as const,
          volume: instrument.lotMin,
        },
      };
    });
    let accepted = 0;
    const t = performance.now();
    for (const { account, request } of requests) {
      if (engine.placeOrder(account, request, T0).ok) accepted++;
    }
    const ms = performance.now() - t;
    console.log(
      `Orders: placement of ${int(total)} market orders over 10,000 accounts: ${int((total / ms) * 1000)} orders/s (${int(accepted)} accepted, ${int(ms)} ms)`,
    );
  }

  // --- matching: pending limit orders filled by sweeping ticks
  {
    const built = createTradingEngine({
      snapshot: { time: T0, quotes, accounts: accountsFor(10_000) },
    });
    if (!built.ok) throw new Error(built.reason);
    const engine = built.value;
    const symbols = ["EURUSD", "XAUUSD", "BTCUSD", "US30"];
    let placed = 0;
    let t = performance.now();
    for (let i = 0; i < total; i++) {
      const symbol = symbols[i % symbols.length]!;
      const instrument = getInstrument(symbol)!;
      const q = engine.quote(symbol)!;
      const side: Side = i % 2 === 0 ? "buy" : "sell";
      // Buy limits 1..200 ticks x 5 below the ask, sell limits above the bid.
      const d = (1 + (i % 200)) * 5 * instrument.tickSize;
      const price = roundToTick(side === "buy" ? q.ask - d : q.bid + d, instrument);
      const r = engine.placeOrder(
        `b${i % 10_000}`,
        { symbol, side, type: "limit", volume: instrument.lotMin, price },
        T0,
      );
      if (r.ok) placed++;
    }
    const placeMs = performance.now() - t;
    // Sweep each symbol's price down through all buy limits, then up through all sell limits.
    const ticks: Quote[] = [];
    let time = T0 + 1_000;
    for (const symbol of symbols) {
      const instrument = getInstrument(symbol)!;
      const q0 = engine.quote(symbol)!;
      const spread = q0.ask - q0.bid;
      for (let step = 1; step <= 220; step++) {
        const bid = roundToTick(q0.bid - step * 5 * instrument.tickSize, instrument);
        ticks.push({ symbol, time: (time += 10), bid, ask: roundToTick(bid + spread, instrument) });
      }
      for (let step = 1; step <= 220; step++) {
        const bid = roundToTick(q0.bid + step * 5 * instrument.tickSize, instrument);
        ticks.push({ symbol, time: (time += 10), bid, ask: roundToTick(bid + spread, instrument) });
      }
    }
    let fills = 0;
    t = performance.now();
    for (const q of ticks) {
      const r = engine.applyTick(q);
      if (!r.ok) throw new Error(r.reason);
      for (const e of r.value.events) if (e.type === "orderFilled") fills++;
    }
    const matchMs = performance.now() - t;
    console.log(
      `Orders: ${int(placed)} pending limit orders placed at ${int((placed / placeMs) * 1000)} orders/s; matching: ${int(fills)} filled by ${int(ticks.length)} ticks in ${int(matchMs)} ms = ${int((fills / matchMs) * 1000)} orders/s`,
    );
  }
}
