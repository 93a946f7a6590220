import { describe, expect, it } from "vitest";
import { floorsOf } from "./rule-decisions";
import { createAccount } from "../engine/account";
import { dollars } from "../core/money";
import {
  FUNDED_SCALING,
  nextScaledSize,
  scalingAfterWeek,
  scalingLadder,
  weeksInMonth,
  type ScalingProgress,
} from "./scaling";
import { ruleSetOf } from "./rule-sets";
import { addWeeks } from "../core/weeks";
import { settleWeek, type WeekAccount } from "../ledger/week-settlement";
import { must } from "../testing/engine-fixture";

/** Settles `weeks` weeks from `from` with these profits (one per week), returning the progress. */
function run(
  from: string,
  profits: readonly number[],
  progress: ScalingProgress | null = null,
  size = dollars(200_000),
) {
  let p = progress;
  let s = size;
  const months: { monthKey: string; counts: boolean }[] = [];
  profits.forEach((profit, i) => {
    const out = scalingAfterWeek(FUNDED_SCALING, {
      weekKey: addWeeks(from, i),
      profit,
      size: s,
      progress: p,
    });
    p = out.progress;
    s = out.size;
    if (out.closedMonth)
      months.push({ monthKey: out.closedMonth.monthKey, counts: out.closedMonth.counts });
  });
  return { progress: p!, size: s, months };
}

describe("the funded scaling plan (docs/rules.md worked example)", () => {
  it("is part of rule set v2: +25% every four profitable months, up to $1,000,000", () => {
    expect(ruleSetOf(1)?.scaling).toBeNull();
    expect(ruleSetOf(2)?.scaling).toEqual({
      months: 4,
      stepBp: 2_500,
      maxSize: dollars(1_000_000),
    });
    expect([weeksInMonth("2027-01"), weeksInMonth("2027-03"), weeksInMonth("2027-04")]).toEqual([
      4, 5, 4,
    ]);
  });

  it("200K funded from Wednesday 16 December 2026: January to April 2027 profitable, the size becomes $250,000 when April's last week settles", () => {
    // December: settled for the weeks of 14, 21 and 28 December only (3 of its 4): it does not count.
    const december = run("2026-12-14", [dollars(900), dollars(1_100), dollars(400)]);
    expect(december.months).toEqual([{ monthKey: "2026-12", counts: false }]);
    expect(december.progress).toEqual({
      monthKey: "2027-01",
      monthProfit: 0,
      monthWeeks: 0,
      profitableMonths: 0,
    });
    // January (4 weeks), February (4) and March (5, one week lost $1,500 but the month made
    // +$1,500 net): three profitable months in a row.
    const q1 = run(
      "2027-01-04",
      [
        ...[1_000, 2_000, -500, 1_500],
        ...[800, 800, 800, 800],
        ...[1_000, -1_500, 500, 1_000, 500],
      ].map((d) => dollars(d)),
      december.progress,
    );
    expect(q1.months.map((m) => [m.monthKey, m.counts])).toEqual([
      ["2027-01", true],
      ["2027-02", true],
      ["2027-03", true],
    ]);
    expect(q1.progress.profitableMonths).toBe(3);
    expect(q1.size).toBe(dollars(200_000));

    // April: the weeks of 5, 12 and 19 April, then the week of 26 April settles on Monday 3 May.
    const april = run("2027-04-05", [dollars(600), dollars(600), dollars(600)], q1.progress);
    const funded: WeekAccount = {
      accountId: "f",
      userId: "u",
      planId: "200K",
      phase: "funded",
      status: "active",
      startingBalance: dollars(200_000),
      weekStartBalance: dollars(200_000),
      weekEndBalance: dollars(200_600),
      closedTrades: 2,
      reachedAt: null,
      scaling: FUNDED_SCALING,
      scalingProgress: april.progress,
    };
    const settled = settleWeek({
      weekKey: "2027-04-26",
      revenue: dollars(10_000),
      budget: dollars(7_000),
      jackpot: dollars(500),
      accounts: [funded],
    });
    expect(settled.scaling).toEqual([
      {
        accountId: "f",
        progress: { monthKey: "2027-05", monthProfit: 0, monthWeeks: 0, profitableMonths: 0 },
        closedMonth: { monthKey: "2027-04", profit: dollars(2_400), complete: true, counts: true },
        fromSize: dollars(200_000),
        toSize: dollars(250_000),
      },
    ]);
    // The week's profit is paid out as every week (balance back to $200,000), then the step adds
    // $50,000: balance $250,000, daily loss 5% = $12,500, max loss floor $225,000.
    expect(settled.resets).toEqual(["f"]);
    const grown = must(
      createAccount({
        id: "g",
        planId: "200K",
        phase: "funded",
        time: Date.UTC(2027, 4, 3),
        ruleSet: ruleSetOf(2)!,
      }),
    );
    const step = dollars(250_000) - dollars(200_000);
    const after = {
      ...grown,
      startingBalance: grown.startingBalance + step,
      balance: grown.balance + step,
      dayStartBalance: grown.dayStartBalance + step,
      highestEodBalance: grown.highestEodBalance + step,
    };
    expect(floorsOf(after)).toEqual({
      dailyLossFloor: dollars(237_500),
      maxLossFloor: dollars(225_000),
      targetBalance: null,
    });
  });

  it("a month that loses, or is not fully settled, starts the run again", () => {
    const lost = run(
      "2027-01-04",
      [...[1_000, 1_000, 1_000, 1_000], ...[1_000, -3_000, 500, 500]].map((d) => dollars(d)),
    );
    expect(lost.months).toEqual([
      { monthKey: "2027-01", counts: true },
      { monthKey: "2027-02", counts: false },
    ]);
    expect(lost.progress.profitableMonths).toBe(0);
    // Progress kept for January, then the weeks resume in March: February went by unsettled.
    const gap = scalingAfterWeek(FUNDED_SCALING, {
      weekKey: "2027-03-01",
      profit: dollars(100),
      size: dollars(200_000),
      progress: { monthKey: "2027-02", monthProfit: 0, monthWeeks: 0, profitableMonths: 2 },
    });
    expect(gap.progress).toMatchObject({ monthKey: "2027-03", profitableMonths: 0, monthWeeks: 1 });
  });

  it("the ladder from 200K: eight steps (32 profitable months) to the $1,000,000 cap, rounded down to whole dollars", () => {
    expect(scalingLadder(FUNDED_SCALING, dollars(200_000))).toEqual(
      [200_000, 250_000, 312_500, 390_625, 488_281, 610_351, 762_938, 953_672, 1_000_000].map((d) =>
        dollars(d),
      ),
    );
    expect(nextScaledSize(FUNDED_SCALING, dollars(1_000_000))).toBe(dollars(1_000_000));
    expect(scalingLadder(FUNDED_SCALING, dollars(1_000_000))).toEqual([dollars(1_000_000)]);
  });
});
