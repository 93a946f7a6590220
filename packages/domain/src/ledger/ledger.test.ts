import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isBalanced,
  merchLines,
  poolBalances,
  purchaseLines,
  reversalLines,
  type LedgerLine,
} from "./ledger";
import { splitRevenue } from "./payouts";

describe("purchaseLines", () => {
  it("books a $788 purchase to the pools of DESIGN §6", () => {
    expect(purchaseLines(78_800)).toEqual([
      { account: "cash", amount: 78_800 },
      { account: "expenses_pool", amount: -19_700 },
      { account: "jackpot_pool", amount: -3_940 },
      { account: "payout_budget", amount: -55_160 },
    ]);
  });

  it("books the hero diagram's week: $500,000 -> $125,000 / $25,000 / $350,000", () => {
    const pools = poolBalances(purchaseLines(50_000_000));
    expect(pools.get("cash")).toBe(50_000_000);
    expect(pools.get("expenses_pool")).toBe(12_500_000);
    expect(pools.get("jackpot_pool")).toBe(2_500_000);
    expect(pools.get("payout_budget")).toBe(35_000_000);
  });

  it("gives the cents a percentage cannot split to the payout budget", () => {
    // $0.99: 25% = 24.75 -> 24, 5% = 4.95 -> 4, the payout budget takes 71.
    expect(purchaseLines(99).map((l) => l.amount)).toEqual([99, -24, -4, -71]);
  });

  it("books nothing for a free purchase", () => {
    expect(purchaseLines(0)).toEqual([]);
  });
});

describe("merchLines", () => {
  it("books a $64.50 merch order as merch revenue, none of it to the challenge pools", () => {
    const lines = merchLines(6_450);
    expect(lines).toEqual([
      { account: "cash", amount: 6_450 },
      { account: "merch_revenue", amount: -6_450 },
    ]);
    expect(isBalanced(lines)).toBe(true);
    const pools = poolBalances(lines);
    expect(pools.get("merch_revenue")).toBe(6_450);
    for (const pool of ["expenses_pool", "jackpot_pool", "payout_budget"] as const) {
      expect(pools.has(pool)).toBe(false);
    }
  });

  it("is undone exactly by its reversal, and a free order books nothing", () => {
    const lines = merchLines(1_999);
    const after = poolBalances([...lines, ...reversalLines(lines)]);
    expect([...after.values()].every((v) => v === 0)).toBe(true);
    expect(merchLines(0)).toEqual([]);
  });
});

describe("the ledger over any sequence of purchases and refunds", () => {
  it("sums to zero and each pool holds exactly its share of what was kept", () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("buy" as const),
        amount: fc.integer({ min: 0, max: 2_000_000 }),
      }),
      fc.record({ kind: fc.constant("refund" as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const ledger: LedgerLine[] = [];
        const bought: { amount: number; lines: LedgerLine[]; refunded: boolean }[] = [];
        for (const o of ops) {
          if (o.kind === "buy") {
            const lines = purchaseLines(o.amount);
            expect(isBalanced(lines)).toBe(true);
            ledger.push(...lines);
            bought.push({ amount: o.amount, lines, refunded: false });
          } else {
            const open = bought.filter((b) => !b.refunded);
            const target = open[o.pick % Math.max(1, open.length)];
            if (!target) continue;
            const lines = reversalLines(target.lines);
            expect(isBalanced(lines)).toBe(true);
            ledger.push(...lines);
            target.refunded = true;
          }
        }
        expect(ledger.reduce((s, l) => s + l.amount, 0)).toBe(0);
        const kept = bought.filter((b) => !b.refunded).map((b) => splitRevenue(b.amount));
        const pools = poolBalances(ledger);
        const sum = (pick: (s: ReturnType<typeof splitRevenue>) => number) =>
          kept.reduce((s, k) => s + pick(k), 0);
        expect(pools.get("cash") ?? 0).toBe(sum((s) => s.revenue));
        expect(pools.get("expenses_pool") ?? 0).toBe(sum((s) => s.expenses));
        expect(pools.get("jackpot_pool") ?? 0).toBe(sum((s) => s.jackpot));
        expect(pools.get("payout_budget") ?? 0).toBe(sum((s) => s.payoutBudget));
      }),
    );
  });

  it("refuses unbalanced or fractional transactions", () => {
    expect(isBalanced([{ account: "cash", amount: 1 }])).toBe(false);
    expect(
      isBalanced([
        { account: "cash", amount: 0.5 },
        { account: "vault", amount: -0.5 },
      ]),
    ).toBe(false);
    expect(isBalanced([])).toBe(true);
  });
});
