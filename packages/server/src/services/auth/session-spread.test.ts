import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionSpread } from "./sessions";

describe("sessionSpread", () => {
  it("gives each session its own share between half and all of the cache time, fixed by its hash", () => {
    const hashes = Array.from({ length: 200 }, (_, i) =>
      createHash("sha256").update(`token-${i}`).digest("hex"),
    );
    const spreads = hashes.map(sessionSpread);
    for (const s of spreads) {
      expect(s).toBeGreaterThanOrEqual(0.5);
      expect(s).toBeLessThan(1);
    }
    // 200 sessions signed in together are looked up again across the whole range, not at once.
    const tenths = new Set(spreads.map((s) => Math.floor((s - 0.5) * 10)));
    expect(tenths.size).toBe(5);
    expect(sessionSpread(hashes[7]!)).toBe(spreads[7]);
    expect(sessionSpread("0".repeat(64))).toBe(0.5);
    expect(sessionSpread("f".repeat(64))).toBeCloseTo(1, 6);
  });
});
