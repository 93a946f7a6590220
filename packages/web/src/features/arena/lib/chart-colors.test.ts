import { describe, expect, it } from "vitest";
import { DOWN_COLOR, UP_COLOR } from "../../../lib/chart-colors";
import { VOLUME_DOWN_COLOR, VOLUME_UP_COLOR, withAlpha } from "./chart-colors";

describe("chart colours", () => {
  it("turns #rrggbb into a translucent rgba()", () => {
    expect(withAlpha("#10b981", 0.4)).toBe("rgba(16, 185, 129, 0.4)");
    expect(withAlpha("#F43F5E", 1)).toBe("rgba(244, 63, 94, 1)");
    expect(() => withAlpha("emerald", 0.4)).toThrow();
  });

  it("gives volume the candle colours, translucent", () => {
    expect(VOLUME_UP_COLOR).toBe(withAlpha(UP_COLOR, 0.4));
    expect(VOLUME_DOWN_COLOR).toBe(withAlpha(DOWN_COLOR, 0.4));
  });
});
