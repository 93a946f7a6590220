import { describe, expect, it } from "vitest";
import { applyCoupon, describeCoupon, type CouponTerms } from "./coupons";

const NOW = Date.parse("2026-11-24T12:00:00Z");
const base: CouponTerms = {
  code: "SPRING20",
  kind: "percent",
  percentOff: 20,
  amountOff: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  uses: 0,
  planIds: null,
  active: true,
};

describe("applyCoupon", () => {
  it("takes a percentage off, rounded down to the cent", () => {
    // 20% of $788.00 = $157.60; 15% of $32.00 = $4.80; 33% of $1,169.00 = $385.77
    expect(applyCoupon(base, "200K", 78_800, NOW)).toMatchObject({
      ok: true,
      discount: 15_760,
      amount: 63_040,
    });
    expect(applyCoupon({ ...base, percentOff: 33 }, "300K", 116_900, NOW)).toMatchObject({
      discount: 38_577,
      amount: 78_323,
    });
  });

  it("makes a plan free at 100% and never takes more than the price", () => {
    expect(applyCoupon({ ...base, percentOff: 100 }, "5K", 3_200, NOW)).toMatchObject({
      discount: 3_200,
      amount: 0,
    });
    const fixed = { ...base, kind: "fixed" as const, percentOff: null, amountOff: 5_000 };
    expect(applyCoupon(fixed, "5K", 3_200, NOW)).toMatchObject({ discount: 3_200, amount: 0 });
    expect(applyCoupon(fixed, "10K", 6_000, NOW)).toMatchObject({ discount: 5_000, amount: 1_000 });
  });

  it("says why a coupon does not apply", () => {
    const reason = (c: Partial<CouponTerms>, plan = "200K") => {
      const r = applyCoupon({ ...base, ...c }, plan, 78_800, NOW);
      return r.ok ? null : r.reason;
    };
    expect(reason({ active: false })).toBe("The coupon SPRING20 is no longer valid.");
    expect(reason({ validFrom: NOW + 1 })).toBe("The coupon SPRING20 is not valid yet.");
    expect(reason({ validUntil: NOW })).toBe("The coupon SPRING20 has expired.");
    expect(reason({ validUntil: NOW + 1 })).toBeNull();
    expect(reason({ maxUses: 3, uses: 3 })).toBe("The coupon SPRING20 has been used up.");
    expect(reason({ maxUses: 3, uses: 2 })).toBeNull();
    expect(reason({ planIds: ["5K", "10K"] })).toBe(
      "The coupon SPRING20 does not apply to the 200K plan.",
    );
    expect(reason({ planIds: ["5K", "10K"] }, "10K")).toBeNull();
  });

  it("describes itself", () => {
    expect(describeCoupon(base)).toBe("20% off");
    expect(describeCoupon({ kind: "fixed", percentOff: null, amountOff: 123_450 })).toBe(
      "$1,234.50 off",
    );
  });
});
