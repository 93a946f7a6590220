import { describe, expect, it } from "vitest";
import { formatCents, formatCentsExact, formatCount } from "./format-money";

describe("money formatting", () => {
  it("uses US style, dropping .00 for whole dollars", () => {
    expect(formatCents(123_456)).toBe("$1,234.56");
    expect(formatCents(78_800)).toBe("$788");
    expect(formatCents(20_000_000)).toBe("$200,000");
    expect(formatCents(0)).toBe("$0");
    expect(formatCentsExact(78_800)).toBe("$788.00");
    expect(formatCount(1234567)).toBe("1,234,567");
  });
});
