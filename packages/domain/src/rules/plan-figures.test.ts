import { describe, expect, it } from "vitest";
import { formatUsdShort } from "../core/money";
import { allPlanFigures, phaseFigures } from "./plan-figures";
import { PHASES } from "./phases";
import { getPlan } from "./plans";

describe("dollar figures derived from the percentages", () => {
  it("200K phase I: target $216,000, daily floor $190,000 on day 1, max-loss floor $180,000", () => {
    const f = phaseFigures(getPlan("200K")!, "phase1");
    expect(formatUsdShort(f.targetBalance!)).toBe("$216,000");
    expect(formatUsdShort(f.dailyFloorDay1)).toBe("$190,000");
    expect(formatUsdShort(f.maxLossFloor)).toBe("$180,000");
  });

  it("200K phase II: target $210,000, daily floor $195,000 on day 1 (2.5%), max-loss floor starts at $180,000", () => {
    const f = phaseFigures(getPlan("200K")!, "phase2");
    expect(
      [f.targetBalance, f.dailyFloorDay1, f.maxLossFloor].map((c) => formatUsdShort(c!)),
    ).toEqual(["$210,000", "$195,000", "$180,000"]);
  });

  it("200K funded: no target, daily loss $10,000 (5%), max loss $20,000", () => {
    const f = phaseFigures(getPlan("200K")!, "funded");
    expect(f.profitTarget).toBeNull();
    expect([f.maxDailyLoss, f.maxLoss].map(formatUsdShort)).toEqual(["$10,000", "$20,000"]);
  });

  it("matches the pricing table of spec §9 (max loss, phase-1 target, phase-2 target) for every size", () => {
    const table: Record<string, [string, string, string]> = {
      "5K": ["$500", "$400", "$250"],
      "10K": ["$1,000", "$800", "$500"],
      "25K": ["$2,500", "$2,000", "$1,250"],
      "50K": ["$5,000", "$4,000", "$2,500"],
      "100K": ["$10,000", "$8,000", "$5,000"],
      "200K": ["$20,000", "$16,000", "$10,000"],
      "300K": ["$30,000", "$24,000", "$15,000"],
    };
    for (const pf of allPlanFigures()) {
      if (pf.plan.id === "BETA") continue;
      const row = [
        pf.phases.phase1.maxLoss,
        pf.phases.phase1.profitTarget!,
        pf.phases.phase2.profitTarget!,
      ].map(formatUsdShort);
      expect(row).toEqual(table[pf.plan.id]);
    }
  });

  it("phase rules: I 8%/5%/10% fixed, II 5%/2.5%/10% relative, III none/5%/10% fixed, no minimum days, no time limit", () => {
    expect(
      PHASES.map((p) => [
        p.numeral,
        p.nickname,
        p.targetBp,
        p.maxDailyLossBp,
        p.maxLossBp,
        p.drawdown,
        p.timeLimitDays,
      ]),
    ).toEqual([
      ["I", "Tenderfoot", 800, 500, 1000, "fixed", null],
      ["II", "Journeyman", 500, 250, 1000, "relative", null],
      ["III", "Prodigy", null, 500, 1000, "fixed", null],
    ]);
    expect(PHASES.map((p) => p.minTradingDays)).toEqual([0, 0, null]);
  });
});
