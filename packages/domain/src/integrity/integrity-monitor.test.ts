import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FullScanTradeStore } from "./full-scan-store";
import { IndexedTradeStore } from "./indexed-trade-store";
import { compareEvents, type IntegrityEvent, type IntegrityTrade } from "./integrity-inputs";
import { detectAll, IntegrityMonitor } from "./integrity-monitor";
import { INTEGRITY_POLICY, type IntegrityPolicy } from "./integrity-policy";
import { closeEvent, MINUTE, mkTrade, T0 } from "../testing/integrity-fixture";
import { buildPopulation } from "../testing/integrity-population";

/** Small worlds where everything collides: 4 people, 6 accounts, 3 correlated symbols. */
const ACCOUNTS = [
  ["a1", "p1"],
  ["a2", "p1"],
  ["b1", "p2"],
  ["c1", "p3"],
  ["c2", "p3"],
  ["d1", "p4"],
] as const;

const tradeArb = fc.record({
  account: fc.integer({ min: 0, max: ACCOUNTS.length - 1 }),
  symbol: fc.constantFrom("EURUSD", "GBPUSD", "USDCHF"),
  side: fc.constantFrom("buy" as const, "sell" as const),
  volume: fc.constantFrom(1, 1, 1, 1.2, 2),
  // Opens bunched in 100 ms steps so co-opens happen; holds from 1 s to 30 min.
  openStep: fc.integer({ min: 0, max: 300 }),
  day: fc.integer({ min: 0, max: 2 }),
  holdMs: fc.integer({ min: 1_000, max: 30 * MINUTE }),
  api: fc.boolean(),
  jump: fc.constantFrom(0, 0, 3),
  pnl: fc.integer({ min: -10_000, max: 10_000 }),
});

const signalArb = fc.record({
  person: fc.constantFrom("p1", "p2", "p3", "p4"),
  kind: fc.constantFrom("device" as const, "ip" as const, "card" as const),
  value: fc.constantFrom("x", "y"),
  at: fc.integer({ min: 0, max: 3 * 24 * 60 }),
});

const worldArb = fc.record({
  trades: fc.array(tradeArb, { minLength: 20, maxLength: 120 }),
  signals: fc.array(signalArb, { maxLength: 8 }),
});

type World = typeof worldArb extends fc.Arbitrary<infer T> ? T : never;

function events(world: World): IntegrityEvent[] {
  const out: IntegrityEvent[] = world.trades.map((t, i) => {
    const [accountId, personId] = ACCOUNTS[t.account]!;
    const openTime = T0 + t.day * 86_400_000 + t.openStep * 100;
    const bid = 1.1;
    const trade: IntegrityTrade = mkTrade({
      id: `t${i}`,
      accountId,
      personId,
      symbol: t.symbol,
      side: t.side,
      volume: t.volume,
      openTime,
      closeTime: openTime + t.holdMs,
      api: t.api,
      pnl: t.pnl,
      quoteAtOpen: { symbol: t.symbol, time: openTime - 50, bid, ask: bid + 0.0001 },
      quoteAfterOpen: {
        symbol: t.symbol,
        time: openTime + 40,
        bid: bid + t.jump * 0.0001,
        ask: bid + (t.jump + 1) * 0.0001,
      },
    });
    return closeEvent(trade);
  });
  for (const s of world.signals) {
    out.push({
      type: "signal",
      signal: { personId: s.person, kind: s.kind, value: s.value, time: T0 + s.at * MINUTE },
    });
  }
  return out;
}

const fullScan = (policy: IntegrityPolicy) => (groupOf: (p: string) => string) =>
  new FullScanTradeStore(policy, groupOf);

/** The policy with a 20-minute look-back, so the indexes drop entries within a run. */
const SHORT: IntegrityPolicy = {
  ...INTEGRITY_POLICY,
  lookbackMs: 20 * MINUTE,
  hft: { ...INTEGRITY_POLICY.hft, minTrades: 4 },
  botRegularity: { ...INTEGRITY_POLICY.botRegularity, minOrders: 4 },
  copyTrading: { ...INTEGRITY_POLICY.copyTrading, fullRepeats: 2, flagAt: 0.5 },
};

describe("incremental detection equals replay equals the full scan", () => {
  for (const [name, policy, expected] of [
    ["the published policy", INTEGRITY_POLICY, ["hedging", "multi-account"]],
    ["a short look-back", SHORT, ["hedging", "copy-trading", "multi-account"]],
  ] as const) {
    it(`one by one on the indexes, detectAll on shuffled input and the full scan agree (${name})`, () => {
      const kinds = new Map<string, number>();
      fc.assert(
        fc.property(worldArb, fc.integer(), (world, salt) => {
          const evs = events(world);
          const ordered = [...evs].sort(compareEvents);
          const monitor = new IntegrityMonitor(policy);
          const raised = ordered.flatMap((e) => monitor.observe(e));
          const incremental = monitor.flags.all();
          // Every flag held is one that was raised, the last time its key was raised.
          expect(incremental.every((f) => raised.includes(f))).toBe(true);
          const shuffled = [...evs].sort(
            (a, b) =>
              ((evs.indexOf(a) * 7919 + salt) % 101) - ((evs.indexOf(b) * 7919 + salt) % 101),
          );
          expect(detectAll(shuffled, policy)).toEqual(incremental);
          expect(detectAll(evs, policy, fullScan(policy))).toEqual(incremental);
          for (const f of incremental) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
        }),
        { numRuns: 150, seed: 29 },
      );
      // The worlds are dense enough to raise flags, so the comparison compares something.
      for (const kind of expected) {
        expect(kinds.get(kind)).toBeGreaterThan(50);
      }
    });
  }

  it("on a generated population with cheaters, the indexes and the full scan raise the same flags", () => {
    const population = buildPopulation({
      seed: "replay",
      innocentPeople: 60,
      days: 2,
      cheaters: {
        hedging: 2,
        copyTrading: 2,
        hft: 1,
        latencyArbitrage: 1,
        botRegularity: 2,
        multiAccount: 1,
        apiBots: 1,
      },
    });
    const indexed = detectAll(population.events);
    expect(detectAll(population.events, INTEGRITY_POLICY, fullScan(INTEGRITY_POLICY))).toEqual(
      indexed,
    );
    const kinds = new Set(indexed.map((f) => f.kind));
    expect([...kinds].sort()).toEqual([
      "bot-regularity",
      "copy-trading",
      "hedging",
      "hft",
      "latency-arbitrage",
      "multi-account",
    ]);
  });

  it("the indexes drop what the look-back no longer reaches", () => {
    const store = new IndexedTradeStore(SHORT);
    const monitor = new IntegrityMonitor(SHORT, () => store);
    for (let i = 0; i < 300; i++) {
      const openTime = T0 + i * MINUTE;
      monitor.observe(
        closeEvent(
          mkTrade({
            accountId: `a${i % 7}`,
            personId: `p${i % 7}`,
            openTime,
            closeTime: openTime + 30_000,
          }),
        ),
      );
    }
    const { groupTrades, openTrades } = store.sizes();
    // About 20 minutes of trades, one a minute, plus the hourly sweep's slack.
    expect(groupTrades).toBeLessThanOrEqual(90);
    expect(openTrades).toBeLessThanOrEqual(90);
  });
});
