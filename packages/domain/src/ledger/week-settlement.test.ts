import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBalanced, poolBalances } from "./ledger";
import { dollars } from "../core/money";
import { splitRevenue } from "./payouts";
import { settleWeek, type WeekAccount } from "./week-settlement";
import { weekBounds, weekKeyOf } from "../core/weeks";

const funded = (id: string, profit: number, extra: Partial<WeekAccount> = {}): WeekAccount => ({
  accountId: id,
  userId: `u_${id}`,
  planId: "200K",
  phase: "funded",
  status: "active",
  startingBalance: dollars(200_000),
  weekStartBalance: dollars(200_000),
  weekEndBalance: dollars(200_000) + profit,
  closedTrades: 3,
  reachedAt: 1_000,
  ...extra,
});

describe("a week's settlement (DESIGN §6 worked examples)", () => {
  it("week 1: R $500,000, W $250,000 -> P $250,000, PM 1.00, $4,200 pays $4,200, emergency $100,000", () => {
    const r = dollars(500_000);
    const s = settleWeek({
      weekKey: "2026-11-23",
      revenue: r,
      budget: splitRevenue(r).payoutBudget,
      jackpot: splitRevenue(r).jackpot,
      accounts: [
        funded("a", dollars(4_200)),
        funded("b", dollars(245_800)),
        funded("c", -dollars(1_000)),
      ],
    });
    expect(s.payout.payoutPool).toBe(dollars(250_000));
    expect(s.payout.multiplierPercent).toBe(100);
    expect(s.credits.find((c) => c.accountId === "a" && c.kind === "payout")?.amount).toBe(
      dollars(4_200),
    );
    const pools = poolBalances(s.lines);
    expect(pools.get("emergency_pool")).toBe(dollars(100_000));
    expect(s.resets).toEqual(["a", "b"]);
    expect(isBalanced(s.lines)).toBe(true);
  });

  it("week 2: R $200,000, W $180,000 -> P $140,000, PM 0.77, $4,200 pays $3,234; jackpots $4,000, $4,000, $2,000", () => {
    const r = dollars(200_000);
    const s = settleWeek({
      weekKey: "2026-11-23",
      revenue: r,
      budget: splitRevenue(r).payoutBudget,
      jackpot: splitRevenue(r).jackpot,
      accounts: [
        funded("a", dollars(4_200)),
        funded("b", dollars(175_800)),
        {
          ...funded("p", dollars(3_000)),
          phase: "phase1",
          planId: "10K",
          weekStartBalance: dollars(10_000),
          weekEndBalance: dollars(20_000),
        },
      ],
    });
    expect(s.payout).toMatchObject({ payoutPool: dollars(140_000), multiplierPercent: 77 });
    const credit = (id: string, kind: string) =>
      s.credits.find((c) => c.accountId === id && c.kind === kind)?.amount;
    expect(credit("a", "payout")).toBe(dollars(3_234));
    expect(credit("b", "jackpotDollar")).toBe(dollars(4_000));
    expect(credit("p", "jackpotPercent")).toBe(dollars(4_000));
    const pools = poolBalances(s.lines);
    const paid = s.credits.filter((c) => c.kind === "payout").reduce((t, c) => t + c.amount, 0);
    expect(pools.get("emergency_pool")).toBe(dollars(140_000) - paid);
    expect(pools.get("jackpot_cumulative")).toBe(dollars(2_000));
  });

  it("a week with no winners pays nothing: the budget goes to the emergency pool, the jackpot rolls over", () => {
    const s = settleWeek({
      weekKey: "2026-11-23",
      revenue: 10_000,
      budget: 7_000,
      jackpot: 500,
      accounts: [funded("a", -5)],
    });
    expect(s.credits).toEqual([]);
    expect(s.payout.multiplierPercent).toBe(0);
    expect(poolBalances(s.lines).get("emergency_pool")).toBe(7_000);
    expect(poolBalances(s.lines).get("jackpot_cumulative")).toBe(500);
  });

  it("Beta, failed and closed accounts take no money; a jackpot tie goes to who reached it first", () => {
    const s = settleWeek({
      weekKey: "2026-11-23",
      revenue: dollars(100_000),
      budget: dollars(70_000),
      jackpot: dollars(5_000),
      accounts: [
        funded("beta", dollars(50_000), { planId: "BETA" }),
        funded("failed", dollars(50_000), { status: "failed" }),
        funded("late", dollars(1_000), { reachedAt: 2_000 }),
        funded("early", dollars(1_000), { reachedAt: 1_000, accountId: "early" }),
      ],
    });
    expect(s.credits.map((c) => c.accountId).sort()).toEqual(["early", "early", "early", "late"]);
    expect(s.credits.find((c) => c.kind === "jackpotDollar")?.accountId).toBe("early");
  });
});

describe("the settlement over any week", () => {
  it("balances to the cent: Σ payouts ≤ P, PM = floor(P/W, 2), emergency = budget − Σ payouts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5e9 }),
        fc.array(fc.integer({ min: -5e8, max: 5e8 }), { maxLength: 30 }),
        (revenue, profits) => {
          const split = splitRevenue(revenue);
          const s = settleWeek({
            weekKey: "2026-11-23",
            revenue,
            budget: split.payoutBudget,
            jackpot: split.jackpot,
            accounts: profits.map((p, i) => funded(`a${i}`, p)),
          });
          expect(isBalanced(s.lines)).toBe(true);
          const w = profits.filter((p) => p > 0).reduce((t, p) => t + p, 0);
          const pool = Math.min(split.payoutBudget, w);
          const paid = s.credits
            .filter((c) => c.kind === "payout")
            .reduce((t, c) => t + c.amount, 0);
          expect(paid).toBeLessThanOrEqual(pool);
          expect(s.payout.multiplierPercent).toBe(w > 0 ? Math.floor((pool * 100) / w) : 0);
          const pools = poolBalances(s.lines);
          expect(pools.get("emergency_pool") ?? 0).toBe(split.payoutBudget - paid);
          const won = s.credits
            .filter((c) => c.kind !== "payout")
            .reduce((t, c) => t + c.amount, 0);
          expect((pools.get("jackpot_cumulative") ?? 0) + won).toBe(split.jackpot);
        },
      ),
    );
  });
});

describe("payout weeks", () => {
  it("run Monday 00:00 to Monday 00:00 in the reset zone", () => {
    // Sunday 23:30 in New York is Monday 04:30 UTC: still the week of Monday 16 Nov there.
    const t = Date.parse("2026-11-23T04:30:00Z");
    expect(weekKeyOf(t, "UTC")).toBe("2026-11-23");
    expect(weekKeyOf(t, "America/New_York")).toBe("2026-11-16");
    expect(weekBounds("2026-11-16", "America/New_York")).toEqual({
      start: Date.parse("2026-11-16T05:00:00Z"),
      end: Date.parse("2026-11-23T05:00:00Z"),
    });
  });
});
