import { describe, expect, it } from "vitest";
import { rehearseMassBreach } from "./engine-warm-up";

describe("the mass breach rehearsal", () => {
  it("breaches every scratch account: each fails and both its positions close", () => {
    // A rehearsal that no longer breaches would warm up nothing (say the Beta rules changed).
    const update = rehearseMassBreach(50, 1);
    expect(update.events.filter((e) => e.type === "accountFailed")).toHaveLength(50);
    expect(update.events.filter((e) => e.type === "positionClosed")).toHaveLength(100);
  });
});
