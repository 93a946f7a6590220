import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dollars } from "../core/money";
import { splitRevenue, weeklyJackpots, weeklyPayout } from "./payouts";

describe("pools and payouts (DESIGN §6)", () => {
  it("revenue $500,000 -> expenses $125,000, jackpot $25,000, payout budget $350,000 (the hero diagram)", () => {
    expect(splitRevenue(dollars(500_000))).toEqual({
      revenue: dollars(500_000),
      expenses: dollars(125_000),
      jackpot: dollars(25_000),
      payoutBudget: dollars(350_000),
    });
  });

  it("the split always sums to the revenue, to the cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (r) => {
        const s = splitRevenue(r);
        expect(s.expenses + s.jackpot + s.payoutBudget).toBe(r);
      }),
    );
  });

  it("winners' profit $250,000 under a $350,000 budget: pool $250,000, emergency $100,000, PM 100%, a $4,200 profit pays $4,200", () => {
    const p = weeklyPayout(dollars(500_000), [
      { accountId: "a", profit: dollars(4_200) },
      { accountId: "b", profit: dollars(245_800) },
      { accountId: "c", profit: -dollars(3_000) },
    ]);
    expect([p.winnersProfit, p.payoutPool, p.emergency, p.multiplierPercent]).toEqual([
      dollars(250_000),
      dollars(250_000),
      dollars(100_000),
      100,
    ]);
    expect(p.payouts.find((x) => x.accountId === "a")?.payout).toBe(dollars(4_200));
    expect(p.payouts.map((x) => x.accountId)).toEqual(["a", "b"]);
  });

  it("winners' profit $500,000 over a $350,000 budget: PM floors to 70%, a $4,200 profit pays $2,940, nothing to emergency", () => {
    const p = weeklyPayout(dollars(500_000), [
      { accountId: "a", profit: dollars(4_200) },
      { accountId: "b", profit: dollars(495_800) },
    ]);
    expect([p.payoutPool, p.emergency, p.multiplierPercent]).toEqual([dollars(350_000), 0, 70]);
    expect(p.payouts[0]?.payout).toBe(dollars(2_940));
    expect(p.paid + p.unpaid).toBe(p.payoutPool);
  });

  it("PM floors to 2 decimals: pool $1,000 for $3,000 of profit -> 33%, never paying more than the pool", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.array(fc.integer({ min: -1e8, max: 1e8 }), { maxLength: 30 }),
        (r, profits) => {
          const p = weeklyPayout(
            r,
            profits.map((profit, i) => ({ accountId: `a${i}`, profit })),
          );
          expect(p.paid).toBeLessThanOrEqual(p.payoutPool);
          expect(p.payoutPool + p.emergency).toBe(p.payoutBudget);
          expect(p.multiplierPercent).toBeLessThanOrEqual(100);
        },
      ),
    );
    expect(
      weeklyPayout(dollars(1_000 / 0.7), [{ accountId: "a", profit: dollars(3_000) }])
        .multiplierPercent,
    ).toBe(33);
  });

  it("no winners: PM 0, the whole budget goes to the emergency pool", () => {
    const p = weeklyPayout(dollars(1_000), [{ accountId: "a", profit: -100 }]);
    expect([p.payoutPool, p.emergency, p.multiplierPercent, p.payouts.length]).toEqual([
      0,
      dollars(700),
      0,
      0,
    ]);
  });

  it("jackpots of a $500,000 week: $10,000 to the best funded dollar gain, $10,000 to the best percent gain with a closed trade, $5,000 cumulative", () => {
    const j = weeklyJackpots(dollars(500_000), [
      {
        accountId: "f1",
        phase: "funded",
        dollarGain: dollars(9_000),
        percentGain: 0.03,
        closedTrades: 4,
      },
      {
        accountId: "p1",
        phase: "phase1",
        dollarGain: dollars(20_000),
        percentGain: 0.1,
        closedTrades: 2,
      },
      {
        accountId: "p2",
        phase: "phase2",
        dollarGain: dollars(500),
        percentGain: 0.2,
        closedTrades: 0,
      },
    ]);
    expect(j).toEqual({
      highestDollar: { accountId: "f1", amount: dollars(10_000) },
      highestPercent: { accountId: "p1", amount: dollars(10_000) },
      cumulative: dollars(5_000),
    });
    expect(weeklyJackpots(100, [])).toEqual({
      highestDollar: null,
      highestPercent: null,
      cumulative: 1,
    });
  });
});
