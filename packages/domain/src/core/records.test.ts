import { describe, expect, it } from "vitest";
import { withKeys } from "./records";

describe("withKeys", () => {
  it("is { ...base, ...extra }: a new record, extra's keys added or replacing, base untouched", () => {
    const base = { id: "p1", volume: 1, stopLoss: null as number | null };
    const out = withKeys(base, { volume: 2, pnl: -150 });
    expect(out).toEqual({ id: "p1", volume: 2, stopLoss: null, pnl: -150 });
    expect(out).not.toBe(base);
    expect(base).toEqual({ id: "p1", volume: 1, stopLoss: null });
    expect(Object.keys(out)).toEqual(Object.keys({ ...base, ...{ volume: 2, pnl: -150 } }));
  });
});
