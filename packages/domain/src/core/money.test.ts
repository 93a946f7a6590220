import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  basisPointsOf,
  ceilCents,
  dollars,
  formatBasisPoints,
  formatUsd,
  formatUsdShort,
  roundHalfAwayFromZero,
} from "./money";

describe("money in integer cents", () => {
  it("rounds half away from zero: 2.5 -> 3, -2.5 -> -3, 370.34999999999997 -> 370", () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(0.49)).toBe(0);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
    // floating noise is removed first: 0.1 * 3 * 100 = 30.000000000000004
    expect(roundHalfAwayFromZero(0.1 * 3 * 100)).toBe(30);
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
  });

  it("rounds margin up to the cent: 108,507.0000001 -> 108,508 but 108,507.00000000001 -> 108,507", () => {
    expect(ceilCents(108_507.1)).toBe(108_508);
    expect(ceilCents(108_507.00000000001)).toBe(108_507);
  });

  it("dollars(200,000) is 20,000,000 cents; 5% of it is 1,000,000 cents; 2.5% of $5,000 is $125", () => {
    expect(dollars(200_000)).toBe(20_000_000);
    expect(basisPointsOf(dollars(200_000), 500)).toBe(dollars(10_000));
    expect(basisPointsOf(dollars(5_000), 250)).toBe(dollars(125));
  });

  it("formats US style: $1,234.56, -$0.50, $1,000,000.00, short $216,000", () => {
    expect(formatUsd(123_456)).toBe("$1,234.56");
    expect(formatUsd(-50)).toBe("-$0.50");
    expect(formatUsd(100_000_000)).toBe("$1,000,000.00");
    expect(formatUsdShort(21_600_000)).toBe("$216,000");
    expect(formatUsdShort(12_550)).toBe("$125.50");
    expect(formatBasisPoints(250)).toBe("2.5%");
    expect(formatBasisPoints(1_000)).toBe("10%");
  });

  it("groups every size of amount as Intl's en-US currency format does", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const cents of [0, 5, 99, 100, 99_999, 100_000, 123_456_789, -100_009]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatUsd(cents)).toBe(intl.format(cents / 100));
      }),
    );
  });
});
