import { describe, expect, it } from "vitest";
import { rehearseMassBreach } from "./engine-warm-up";

describe("the mass breach rehearsal", () => {
  it("breaches every scratch account: each fails and both its positions close", () => {
    // A rehearsal that no longer breaches would warm up nothing (say the Beta rules changed).
    expect(rehearseMassBreach(50, 1)).toBe(50 * 3);
  });
});
