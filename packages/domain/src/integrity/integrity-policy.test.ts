import { describe, expect, it } from "vitest";
import {
  correlation,
  hedgeSymbols,
  INTEGRITY_POLICY,
  integrityPolicyPoints,
  ramp,
} from "./integrity-policy";

describe("the integrity policy: versioned data and its sentences", () => {
  it("correlations are symmetric, 1 for one symbol, 0 when unknown", () => {
    expect(correlation("EURUSD", "GBPUSD", INTEGRITY_POLICY)).toBe(0.85);
    expect(correlation("GBPUSD", "EURUSD", INTEGRITY_POLICY)).toBe(0.85);
    expect(correlation("USDCHF", "EURUSD", INTEGRITY_POLICY)).toBe(-0.9);
    expect(correlation("XAUUSD", "XAUUSD", INTEGRITY_POLICY)).toBe(1);
    expect(correlation("XAUUSD", "EURUSD", INTEGRITY_POLICY)).toBe(0);
    expect(hedgeSymbols("EURUSD", INTEGRITY_POLICY)).toEqual(["EURUSD", "GBPUSD", "USDCHF"]);
  });

  it("ramps clamp both ways", () => {
    expect(ramp(0.1, 0.25, 0.75)).toBe(0);
    expect(ramp(0.5, 0.25, 0.75)).toBe(0.5);
    expect(ramp(0.9, 0.25, 0.75)).toBe(1);
    expect(ramp(0.2, 0.4, 0.1)).toBeCloseTo(2 / 3);
  });

  it("the rules page's sentences carry the figures the detectors use", () => {
    const points = integrityPolicyPoints();
    expect(points).toHaveLength(7);
    const text = points.join("\n");
    expect(text).toContain("scoring 0.8 or more holds your next phase and payouts");
    expect(text).toContain("policy version 1");
    expect(text).toContain("at most 2 min apart, the smaller at least 70% of the larger");
    expect(text).toContain("at most 500 ms apart");
    expect(text).toContain("(3 openings at one ratio)");
    expect(text).toContain("the share held under 1 min");
    expect(text).toContain("within 250 ms after its fill");
    expect(text).toContain("within 10 ms after a whole second");
    expect(text).toContain("a payout wallet (0.9)");
    const changed = integrityPolicyPoints({ ...INTEGRITY_POLICY, holdAt: 0.9, version: 2 }).join(
      "\n",
    );
    expect(changed).toContain("scoring 0.9 or more");
    expect(changed).toContain("policy version 2");
  });
});
