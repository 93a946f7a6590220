import { describe, expect, it } from "vitest";
import { dailyLossFloor, isDailyLossBreached, maxDailyLoss } from "./daily-loss";
import { dollars } from "../core/money";
import { phaseRules } from "./phases";

const I = phaseRules("phase1");
const II = phaseRules("phase2");
const start = dollars(200_000);

describe("max daily loss: floor = balance at the last reset - daily% x starting balance", () => {
  it("200K phase I: daily floor 190,000 on day 1", () => {
    expect(maxDailyLoss(I, start)).toBe(dollars(10_000));
    expect(dailyLossFloor(I, start, start)).toBe(dollars(190_000));
  });

  it("200K phase I: day 1 ends at a balance of 204,000 -> day-2 floor 194,000", () => {
    expect(dailyLossFloor(I, start, dollars(204_000))).toBe(dollars(194_000));
  });

  it("200K phase I: day 1 ends at 196,000 -> day-2 floor 186,000 (the loss limit stays 5% of the starting balance)", () => {
    expect(dailyLossFloor(I, start, dollars(196_000))).toBe(dollars(186_000));
  });

  it("200K phase II: daily floor 195,000 on day 1 (2.5%)", () => {
    expect(dailyLossFloor(II, start, start)).toBe(dollars(195_000));
  });

  it("breach when equity is below the floor: 189,999.99 breaches 190,000; 190,000.00 does not", () => {
    expect(isDailyLossBreached(dollars(190_000) - 1, dollars(190_000))).toBe(true);
    expect(isDailyLossBreached(dollars(190_000), dollars(190_000))).toBe(false);
  });
});
