import { describe, expect, it } from "vitest";
import {
  applySplitAction,
  formatPm,
  INITIAL_SPLIT,
  randomMultiple,
  splitFigures,
} from "./revenue-split";
import type { SplitState } from "./revenue-split";

const lowest = () => 0;
const highest = () => 0.999_999_999;
const state = (dollars: { revenue: number; winners: number; example: number }): SplitState => ({
  revenueCents: dollars.revenue * 100,
  winnersPoolCents: dollars.winners * 100,
  payoutExampleCents: dollars.example * 100,
});

describe("splitFigures", () => {
  it("starts with the amounts of spec §3", () => {
    const figures = splitFigures(INITIAL_SPLIT);
    expect(figures).toMatchObject({
      revenueCents: 50_000_000,
      expensesCents: 12_500_000,
      vaultCents: 37_500_000,
      jackpotPoolCents: 2_500_000,
      payoutBudgetCents: 35_000_000,
      payoutPoolCents: 25_000_000,
      emergencyPoolCents: 10_000_000,
      winnersPoolCents: 25_000_000,
      pmHundredths: 100,
      payoutExampleCents: 420_000,
      payoutCents: 420_000,
    });
    expect(formatPm(figures.pmHundredths)).toBe("100%");
  });

  it("splits revenue 25% expenses / 75% vault, 5% jackpot and 70% payout budget, summing to revenue", () => {
    const f = splitFigures(state({ revenue: 1_000_000, winners: 490_000, example: 100 }));
    expect(f.expensesCents).toBe(25_000_000);
    expect(f.vaultCents).toBe(75_000_000);
    expect(f.jackpotPoolCents).toBe(5_000_000);
    expect(f.payoutBudgetCents).toBe(70_000_000);
    expect(f.expensesCents + f.jackpotPoolCents + f.payoutBudgetCents).toBe(f.revenueCents);
  });

  it("pays min(70% of revenue, winners pool): all of the winners pool when the budget covers it, the rest to emergency", () => {
    const f = splitFigures(state({ revenue: 500_000, winners: 100_000, example: 1_000 }));
    expect(f.payoutPoolCents).toBe(10_000_000);
    expect(f.emergencyPoolCents).toBe(25_000_000);
    expect(f.pmHundredths).toBe(100);
  });

  it("caps the payout pool at 70% of revenue when winners made more; nothing goes to emergency", () => {
    const f = splitFigures(state({ revenue: 150_000, winners: 490_000, example: 4_200 }));
    expect(f.payoutPoolCents).toBe(10_500_000);
    expect(f.emergencyPoolCents).toBe(0);
    // 105,000 / 490,000 = 0.21428... floored to 0.21.
    expect(f.pmHundredths).toBe(21);
    expect(formatPm(f.pmHundredths)).toBe("21%");
    expect(f.payoutCents).toBe(88_200);
  });

  it("floors PM to 2 decimals, never rounding up", () => {
    // 350,000 / 353,500 = 0.990099 -> 0.99
    const f = splitFigures(state({ revenue: 500_000, winners: 353_500, example: 1_000 }));
    expect(f.pmHundredths).toBe(99);
    // 70,000 / 105,000 = 0.6666 -> 0.66
    expect(
      splitFigures(state({ revenue: 100_000, winners: 105_000, example: 1 })).pmHundredths,
    ).toBe(66);
  });

  it("floors the payout to cents", () => {
    // 0.66 x $33.33 = $21.9978 -> $21.99
    const f = splitFigures({
      revenueCents: 10_000_000,
      winnersPoolCents: 10_500_000,
      payoutExampleCents: 3_333,
    });
    expect(f.payoutCents).toBe(2_199);
  });

  it("has PM 0 and sends the whole budget to emergency when there are no winners", () => {
    const f = splitFigures(state({ revenue: 500_000, winners: 0, example: 0 }));
    expect(f.pmHundredths).toBe(0);
    expect(f.payoutPoolCents).toBe(0);
    expect(f.emergencyPoolCents).toBe(35_000_000);
    expect(f.payoutCents).toBe(0);
  });

  it("handles zero revenue", () => {
    const f = splitFigures(state({ revenue: 0, winners: 250_000, example: 4_200 }));
    expect(f).toMatchObject({
      expensesCents: 0,
      vaultCents: 0,
      payoutPoolCents: 0,
      pmHundredths: 0,
    });
  });
});

describe("randomMultiple", () => {
  it("covers both ends of the range", () => {
    expect(randomMultiple(100, 1_000, 100, lowest)).toBe(100);
    expect(randomMultiple(100, 1_000, 100, highest)).toBe(1_000);
    expect(randomMultiple(100, 1_000, 100, () => 0.5)).toBe(600);
  });

  it("stays in range even if the source misbehaves and returns 1", () => {
    expect(randomMultiple(100, 1_000, 100, () => 1)).toBe(1_000);
  });
});

describe("revenue buttons", () => {
  it("plus adds $10,000", () => {
    const out = applySplitAction(INITIAL_SPLIT, "revenue", "plus");
    expect(out.state.revenueCents).toBe(51_000_000);
    expect(out.applied).toBe(true);
    expect(out.message).toBe("Revenue has been increased by $10,000.");
  });

  it("minus subtracts $10,000 when revenue is at least that, down to exactly zero", () => {
    const out = applySplitAction(INITIAL_SPLIT, "revenue", "minus");
    expect(out.state.revenueCents).toBe(49_000_000);
    expect(out.message).toBe("Revenue has been decreased by $10,000.");
    const edge = applySplitAction(
      { ...INITIAL_SPLIT, revenueCents: 1_000_000 },
      "revenue",
      "minus",
    );
    expect(edge.applied).toBe(true);
    expect(edge.state.revenueCents).toBe(0);
  });

  it("minus is refused when revenue is below $10,000", () => {
    const start = { ...INITIAL_SPLIT, revenueCents: 999_999 };
    const out = applySplitAction(start, "revenue", "minus");
    expect(out.applied).toBe(false);
    expect(out.state).toBe(start);
    expect(out.message).toBe("Revenue is below $10,000, so it cannot be decreased.");
  });

  it("random picks a whole multiple of $10,000 from $150,000 to $1,000,000 inclusive", () => {
    const low = applySplitAction(INITIAL_SPLIT, "revenue", "random", lowest);
    const high = applySplitAction(INITIAL_SPLIT, "revenue", "random", highest);
    expect(low.state.revenueCents).toBe(15_000_000);
    expect(high.state.revenueCents).toBe(100_000_000);
    expect(high.message).toBe("Revenue has been randomized to $1,000,000.");
    for (let i = 0; i < 200; i++) {
      const value = applySplitAction(INITIAL_SPLIT, "revenue", "random").state.revenueCents;
      expect(value % 1_000_000).toBe(0);
      expect(value).toBeGreaterThanOrEqual(15_000_000);
      expect(value).toBeLessThanOrEqual(100_000_000);
    }
  });
});

describe("winners pool buttons", () => {
  it("plus and minus move by $5,000", () => {
    const up = applySplitAction(INITIAL_SPLIT, "winnersPool", "plus");
    expect(up.state.winnersPoolCents).toBe(25_500_000);
    expect(up.message).toBe("WinnersPool has been increased by $5,000.");
    const down = applySplitAction(INITIAL_SPLIT, "winnersPool", "minus");
    expect(down.state.winnersPoolCents).toBe(24_500_000);
    expect(down.message).toBe("WinnersPool has been decreased by $5,000.");
  });

  it("minus is refused below $5,000 and allowed at exactly $5,000", () => {
    const refused = applySplitAction(
      { ...INITIAL_SPLIT, winnersPoolCents: 499_999 },
      "winnersPool",
      "minus",
    );
    expect(refused.applied).toBe(false);
    expect(refused.state.winnersPoolCents).toBe(499_999);
    expect(refused.message).toBe("WinnersPool is below $5,000, so it cannot be decreased.");
    const edge = applySplitAction(
      { ...INITIAL_SPLIT, winnersPoolCents: 500_000, payoutExampleCents: 100 },
      "winnersPool",
      "minus",
    );
    expect(edge.state.winnersPoolCents).toBe(0);
  });

  it("random is between $50,000 and $490,000 inclusive", () => {
    expect(
      applySplitAction(INITIAL_SPLIT, "winnersPool", "random", lowest).state.winnersPoolCents,
    ).toBe(5_000_000);
    const high = applySplitAction(INITIAL_SPLIT, "winnersPool", "random", highest);
    expect(high.state.winnersPoolCents).toBe(49_000_000);
    expect(high.message).toBe("WinnersPool has been randomized to $490,000.");
  });

  it("shrinking the winners pool below the payout example caps the example", () => {
    const out = applySplitAction(
      { ...INITIAL_SPLIT, winnersPoolCents: 500_000, payoutExampleCents: 500_000 },
      "winnersPool",
      "minus",
    );
    expect(out.state.payoutExampleCents).toBe(0);
  });
});

describe("payout example buttons", () => {
  it("plus multiplies by 1.1 and reports the resulting payout", () => {
    const out = applySplitAction(INITIAL_SPLIT, "payoutExample", "plus");
    expect(out.state.payoutExampleCents).toBe(462_000);
    expect(out.message).toBe("In this example you make $4,620 in your funded account.");
  });

  it("minus multiplies by 0.9", () => {
    const out = applySplitAction(INITIAL_SPLIT, "payoutExample", "minus");
    expect(out.state.payoutExampleCents).toBe(378_000);
    expect(out.message).toBe("In this example you make $3,780 in your funded account.");
  });

  it("the message uses the payout after PM", () => {
    const start = state({ revenue: 150_000, winners: 490_000, example: 4_200 });
    const out = applySplitAction(start, "payoutExample", "minus");
    // 3,780 x 0.21 = 793.80
    expect(out.message).toBe("In this example you make $793.80 in your funded account.");
  });

  it("growth is capped at the winners pool", () => {
    const start = state({ revenue: 500_000, winners: 50_000, example: 48_000 });
    const out = applySplitAction(start, "payoutExample", "plus");
    expect(out.state.payoutExampleCents).toBe(5_000_000);
    const again = applySplitAction(out.state, "payoutExample", "plus");
    expect(again.state.payoutExampleCents).toBe(5_000_000);
  });

  it("random is a whole multiple of $100 from $100 to $50,000 inclusive, capped at the winners pool", () => {
    expect(
      applySplitAction(INITIAL_SPLIT, "payoutExample", "random", lowest).state.payoutExampleCents,
    ).toBe(10_000);
    expect(
      applySplitAction(INITIAL_SPLIT, "payoutExample", "random", highest).state.payoutExampleCents,
    ).toBe(5_000_000);
    const capped = applySplitAction(
      state({ revenue: 500_000, winners: 20_000, example: 100 }),
      "payoutExample",
      "random",
      highest,
    );
    expect(capped.state.payoutExampleCents).toBe(2_000_000);
    for (let i = 0; i < 200; i++) {
      const value = applySplitAction(INITIAL_SPLIT, "payoutExample", "random").state
        .payoutExampleCents;
      expect(value % 10_000).toBe(0);
      expect(value).toBeGreaterThanOrEqual(10_000);
      expect(value).toBeLessThanOrEqual(5_000_000);
    }
  });
});
