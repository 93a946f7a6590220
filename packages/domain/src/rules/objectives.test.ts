import { describe, expect, it } from "vitest";
import type { Account } from "../engine/account";
import { objectiveChecklist } from "./objectives";
import type { RuleEvidence } from "./rule-evidence";
import { account } from "../testing/engine-fixture";

const with100K = (phase: "phase1" | "phase2", change: Partial<Account>): Account => ({
  ...account({ id: "a", planId: "100K", phase }),
  ...change,
});
const pick = (lines: ReturnType<typeof objectiveChecklist>) =>
  Object.fromEntries(lines.map((l) => [l.id, [l.status, l.threshold, l.current, l.left]]));

describe("objectives of a $100,000 account", () => {
  it("phase I: $4,000 of the $8,000 target made (50%); daily floor $97,000 with $6,500 left; max floor $90,000 with $13,500 left", () => {
    const lines = objectiveChecklist(
      with100K("phase1", { balance: 104_000_00, dayStartBalance: 102_000_00 }),
      103_500_00,
    );
    expect(pick(lines)).toEqual({
      profitTarget: ["inProgress", 108_000_00, 104_000_00, 4_000_00],
      dailyLoss: ["inProgress", 97_000_00, 103_500_00, 6_500_00],
      maxLoss: ["inProgress", 90_000_00, 103_500_00, 13_500_00],
    });
    expect(lines[0]!.progress).toBe(0.5);
    expect(lines[1]!.detail).toContain("$6,500.00 more today before the floor $97,000.00");
  });

  it("phase II, trailing max loss: highest end-of-day balance $103,000 lifts the floor to $93,000; daily floor $100,500; target $105,000 at 40%", () => {
    const lines = objectiveChecklist(
      with100K("phase2", {
        balance: 102_000_00,
        dayStartBalance: 103_000_00,
        highestEodBalance: 103_000_00,
      }),
      101_000_00,
    );
    expect(pick(lines)).toEqual({
      profitTarget: ["inProgress", 105_000_00, 102_000_00, 3_000_00],
      dailyLoss: ["inProgress", 100_500_00, 101_000_00, 500_00],
      maxLoss: ["inProgress", 93_000_00, 101_000_00, 8_000_00],
    });
    expect(lines[0]!.progress).toBeCloseTo(0.4, 12);
    expect(lines[2]!.label).toBe("Max loss 10% (trailing)");
    expect(lines[2]!.detail).toContain("highest end-of-day balance $103,000.00 minus $10,000.00");
  });

  it("failed by the daily loss: that rule failed at the breach's equity, the max loss held, the target missed", () => {
    const evidence = { rule: "dailyLoss", outcome: "breach", equity: 94_970_00 } as RuleEvidence;
    const lines = objectiveChecklist(
      with100K("phase1", {
        status: "failed",
        balance: 94_970_00,
        dayStartBalance: 100_000_00,
        evidence,
      }),
      94_970_00,
    );
    expect(pick(lines)).toEqual({
      profitTarget: ["failed", 108_000_00, 94_970_00, 13_030_00],
      dailyLoss: ["failed", 95_000_00, 94_970_00, 0],
      maxLoss: ["passed", 90_000_00, 94_970_00, 4_970_00],
    });
  });

  it("passed: every objective passed", () => {
    const lines = objectiveChecklist(
      with100K("phase1", { status: "passed", balance: 108_000_00 }),
      108_000_00,
    );
    expect(lines.map((l) => l.status)).toEqual(["passed", "passed", "passed"]);
    expect(lines[0]!.progress).toBe(1);
  });
});
