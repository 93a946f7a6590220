import { describe, expect, it } from "vitest";
import { rehearseMassBreach } from "./engine-warm-up";

describe("the mass breach rehearsal", () => {
  it("breaches every scratch account: each fails and both its positions close", () => {
    // A rehearsal that no longer breaches would warm up nothing (say the Beta rules changed).
    // 400: more than the tick's first items and a step of 100, so the steps run too.
    const update = rehearseMassBreach(100, 400, 1);
    expect(update.events.filter((e) => e.type === "accountFailed")).toHaveLength(400);
    expect(update.events.filter((e) => e.type === "positionClosed")).toHaveLength(800);
    expect(new Set(update.accounts.map((a) => a.id)).size).toBe(400);
  });
});
