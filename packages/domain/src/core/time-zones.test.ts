import { describe, expect, it } from "vitest";
import {
  addDaysToKey,
  dayKey,
  daysBetweenKeys,
  isValidTimeZone,
  nextDayStart,
  startOfDay,
  startOfDayKey,
  zoneOffset,
} from "./time-zones";

describe("calendar days in a time zone (Intl)", () => {
  it("23:30 UTC on 15 March is 15 March in UTC, 16 March in Prague (UTC+1) and still 15 March in New York", () => {
    const t = Date.UTC(2024, 2, 15, 23, 30);
    expect(dayKey(t, "UTC")).toBe("2024-03-15");
    expect(dayKey(t, "Europe/Prague")).toBe("2024-03-16");
    expect(dayKey(t, "America/New_York")).toBe("2024-03-15");
  });

  it("00:00 in Prague on 16 March 2024 is 23:00 UTC on 15 March; in summer it is 22:00 UTC", () => {
    expect(startOfDayKey("2024-03-16", "Europe/Prague")).toBe(Date.UTC(2024, 2, 15, 23));
    expect(startOfDayKey("2024-07-16", "Europe/Prague")).toBe(Date.UTC(2024, 6, 15, 22));
    expect(zoneOffset(Date.UTC(2024, 6, 15, 12), "Europe/Prague")).toBe(2 * 3_600_000);
  });

  it("next reset after Saturday 30 March 2024 12:00 in Prague (DST starts 31 March) is 31 March 00:00 = 23:00 UTC", () => {
    const t = Date.UTC(2024, 2, 30, 12);
    expect(nextDayStart(t, "Europe/Prague")).toBe(Date.UTC(2024, 2, 30, 23));
    // 31 March is a 23-hour day: the next reset after it is 1 April 00:00 (22:00 UTC on 31 March)
    expect(nextDayStart(Date.UTC(2024, 2, 31, 1), "Europe/Prague")).toBe(Date.UTC(2024, 2, 31, 22));
  });

  it("a zone whose midnight is skipped (America/Santiago, 8 Sept 2024) starts the day at 01:00 local", () => {
    const start = startOfDayKey("2024-09-08", "America/Santiago");
    expect(dayKey(start, "America/Santiago")).toBe("2024-09-08");
    expect(dayKey(start - 1_000, "America/Santiago")).toBe("2024-09-07");
  });

  it("UTC day helpers: startOfDay, addDaysToKey across months and leap day, daysBetweenKeys", () => {
    expect(startOfDay(Date.UTC(2024, 1, 29, 15), "UTC")).toBe(Date.UTC(2024, 1, 29));
    expect(addDaysToKey("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDaysToKey("2024-12-31", 1)).toBe("2025-01-01");
    expect(daysBetweenKeys("2024-03-15", "2024-03-18")).toBe(3);
  });

  it("validates zone names", () => {
    expect(isValidTimeZone("Europe/Prague")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone(5)).toBe(false);
  });
});
