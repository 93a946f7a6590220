import { describe, expect, it } from "vitest";
import { formatTimeAgo } from "./relative-time";

const NOW = Date.parse("2025-03-10T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatTimeAgo", () => {
  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [MINUTE, "1 minute ago"],
    [5 * MINUTE + 30_000, "5 minutes ago"],
    [2 * HOUR, "2 hours ago"],
    [DAY, "yesterday"],
    [3 * DAY, "3 days ago"],
    [14 * DAY, "2 weeks ago"],
    [65 * DAY, "2 months ago"],
    [400 * DAY, "last year"],
  ])("says %d ms ago is %s", (ms, expected) => {
    expect(formatTimeAgo(ago(ms), NOW)).toBe(expected);
  });

  it("counts a time slightly ahead of this clock as just now", () => {
    expect(formatTimeAgo(new Date(NOW + 30_000).toISOString(), NOW)).toBe("just now");
  });

  it("shows a dash for a time it cannot read", () => {
    expect(formatTimeAgo("not a date", NOW)).toBe("—");
  });
});
