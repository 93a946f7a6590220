import { describe, expect, it } from "vitest";
import { ageOn, dateOfBirthRefusal, kycStatusOf, kycTransition } from "./kyc";

describe("KYC state machine", () => {
  it("goes not started -> submitted -> approved, and approved is final", () => {
    expect(kycTransition("not_started", "submit")).toEqual({ ok: true, status: "submitted" });
    expect(kycTransition("submitted", "approve")).toEqual({ ok: true, status: "approved" });
    expect(kycTransition("approved", "submit")).toEqual({
      ok: false,
      reason: "Your identity is already verified.",
    });
    expect(kycTransition("approved", "reject").ok).toBe(false);
  });

  it("lets a rejected trader submit again, but not while a submission waits", () => {
    expect(kycTransition("submitted", "reject")).toEqual({ ok: true, status: "rejected" });
    expect(kycTransition("rejected", "submit")).toEqual({ ok: true, status: "submitted" });
    const twice = kycTransition("submitted", "submit");
    expect(twice.ok).toBe(false);
    expect(!twice.ok && twice.reason).toMatch(/being checked/);
    expect(kycTransition("not_started", "approve")).toEqual({
      ok: false,
      reason: "A not started identity check cannot be approved.",
    });
    expect(kycTransition("rejected", "approve").ok).toBe(false);
  });

  it("reads the trader's status from the newest submission", () => {
    expect(kycStatusOf(undefined)).toBe("not_started");
    expect(kycStatusOf({ status: "rejected" })).toBe("rejected");
  });

  it("counts age in whole years and refuses minors and impossible dates", () => {
    expect(ageOn("2008-11-25", "2026-11-25")).toBe(18);
    expect(ageOn("2008-11-26", "2026-11-25")).toBe(17);
    expect(dateOfBirthRefusal("2008-11-25", "2026-11-25")).toBeNull();
    expect(dateOfBirthRefusal("2008-11-26", "2026-11-25")).toMatch(/18 or older/);
    expect(dateOfBirthRefusal("1990-02-30", "2026-11-25")).toMatch(/real date/);
    expect(dateOfBirthRefusal("1890-01-01", "2026-11-25")).toMatch(/real date/);
  });
});
