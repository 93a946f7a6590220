import { describe, expect, it } from "vitest";
import { isMaxLossBreached, maxLoss, maxLossFloor, nextHighestEodBalance } from "./max-loss";
import { dollars } from "../core/money";
import { phaseRules } from "./phases";

const start = dollars(200_000);

describe("max loss", () => {
  it("200K phase I (fixed): max-loss floor 180,000, whatever the balance did", () => {
    const I = phaseRules("phase1");
    expect(maxLoss(I, start)).toBe(dollars(20_000));
    expect(maxLossFloor(I, start, start)).toBe(dollars(180_000));
    expect(maxLossFloor(I, start, dollars(230_000))).toBe(dollars(180_000));
  });

  it("200K phase II (relative): floor 180,000, rises to 184,500 after a day ends at 204,500 and stays there when the balance falls to 201,000", () => {
    const II = phaseRules("phase2");
    let highest = start;
    expect(maxLossFloor(II, start, highest)).toBe(dollars(180_000));
    highest = nextHighestEodBalance(highest, dollars(204_500));
    expect(maxLossFloor(II, start, highest)).toBe(dollars(184_500));
    highest = nextHighestEodBalance(highest, dollars(201_000));
    expect(highest).toBe(dollars(204_500));
    expect(maxLossFloor(II, start, highest)).toBe(dollars(184_500));
  });

  it("relative floor never goes below the starting floor: end-of-day 195,000 leaves it at 180,000", () => {
    const II = phaseRules("phase2");
    expect(maxLossFloor(II, start, nextHighestEodBalance(start, dollars(195_000)))).toBe(
      dollars(180_000),
    );
  });

  it("breach when equity is below the floor: 179,999.99 breaches 180,000", () => {
    expect(isMaxLossBreached(dollars(180_000) - 1, dollars(180_000))).toBe(true);
    expect(isMaxLossBreached(dollars(180_000), dollars(180_000))).toBe(false);
  });
});
