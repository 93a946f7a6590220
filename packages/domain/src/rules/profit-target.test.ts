import { describe, expect, it } from "vitest";
import { dollars } from "../core/money";
import { phaseRules } from "./phases";
import { isTargetReached, profitTarget, targetBalance } from "./profit-target";

const start = dollars(200_000);
const I = phaseRules("phase1");

describe("profit target: closed balance, no open position", () => {
  it("200K phase I: target 216,000 (8%)", () => {
    expect(profitTarget(I, start)).toBe(dollars(16_000));
    expect(targetBalance(I, start)).toBe(dollars(216_000));
  });

  it("200K phase I: closed balance 216,000 with no position open -> reached", () => {
    expect(
      isTargetReached(I, start, { balance: dollars(216_000), openPositions: 0, tradingDays: 1 }),
    ).toBe(true);
  });

  it("200K phase I: closed balance 216,000 with one position still open -> not yet", () => {
    expect(
      isTargetReached(I, start, { balance: dollars(216_000), openPositions: 1, tradingDays: 1 }),
    ).toBe(false);
  });

  it("200K phase I: closed balance 215,999.99 -> not reached (floating profit never counts)", () => {
    expect(
      isTargetReached(I, start, {
        balance: dollars(216_000) - 1,
        openPositions: 0,
        tradingDays: 3,
      }),
    ).toBe(false);
  });

  it("funded phase has no target", () => {
    const III = phaseRules("funded");
    expect(targetBalance(III, start)).toBeNull();
    expect(
      isTargetReached(III, start, {
        balance: dollars(1_000_000),
        openPositions: 0,
        tradingDays: 9,
      }),
    ).toBe(false);
  });

  it("a minimum of trading days, when a phase has one, must be met too", () => {
    const strict = { ...I, minTradingDays: 4 };
    expect(
      isTargetReached(strict, start, {
        balance: dollars(216_000),
        openPositions: 0,
        tradingDays: 3,
      }),
    ).toBe(false);
    expect(
      isTargetReached(strict, start, {
        balance: dollars(216_000),
        openPositions: 0,
        tradingDays: 4,
      }),
    ).toBe(true);
  });
});
