import { describe, expect, it } from "vitest";
import { requestRefusal, transition } from "./payout-requests";

describe("payout requests", () => {
  it("move pending -> approved -> paid, or to rejected before being paid", () => {
    expect(transition("pending", "approve")).toEqual({ ok: true, status: "approved" });
    expect(transition("approved", "markPaid")).toEqual({ ok: true, status: "paid" });
    expect(transition("pending", "reject")).toEqual({ ok: true, status: "rejected" });
    expect(transition("approved", "reject")).toEqual({ ok: true, status: "rejected" });
    expect(transition("pending", "markPaid")).toEqual({
      ok: false,
      reason: "A pending payout request cannot be marked paid.",
    });
    expect(transition("paid", "reject").ok).toBe(false);
    expect(transition("rejected", "approve").ok).toBe(false);
  });

  it("must fit in what is owed, less the requests still open", () => {
    expect(requestRefusal(5_000, 10_000, 0)).toBeNull();
    expect(requestRefusal(10_000, 10_000, 0)).toBeNull();
    expect(requestRefusal(6_000, 10_000, 5_000)).toBe(
      "You can request at most $50.00: that is what you are owed, less the requests still open.",
    );
    expect(requestRefusal(999, 10_000, 0)).toBe("The smallest transfer is $10.00.");
    expect(requestRefusal(0, 10_000, 0)).toMatch(/above zero/);
    expect(requestRefusal(1.5, 10_000, 0)).toMatch(/whole number/);
  });
});
