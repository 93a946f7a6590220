import { describe, expect, it } from "vitest";
import {
  calendarDateSchema,
  dateTimeSchema,
  isCalendarDate,
  isStorableInstant,
  utcTimestampMs,
} from "./wire-dates";

describe("dates on the wire", () => {
  it("a calendar date is a real day of the years 0001 to 9999", () => {
    for (const day of ["0001-01-01", "2024-02-29", "2000-02-29", "9999-12-31", "2026-04-30"]) {
      expect(isCalendarDate(day), day).toBe(true);
    }
    for (const day of [
      "0000-01-01",
      "2026-02-30",
      "2025-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "10000-01-01",
      "2026-1-1",
      "2026-01-01T00:00:00Z",
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  it("an instant is storable from 0001-01-01T00:00Z to the end of 9999 in UTC", () => {
    expect(isStorableInstant(Date.parse("0001-01-01T00:00:00.000Z"))).toBe(true);
    expect(isStorableInstant(Date.parse("9999-12-31T23:59:59.999Z"))).toBe(true);
    expect(isStorableInstant(Date.parse("0001-01-01T00:00:00.000Z") - 1)).toBe(false);
    expect(isStorableInstant(Date.parse("9999-12-31T23:59:59.999Z") + 1)).toBe(false);
    expect(isStorableInstant(Number.NaN)).toBe(false);
  });

  it("the schemas refuse what the database cannot store, with one issue", () => {
    const dateTime = dateTimeSchema();
    for (const value of [
      "0000-01-01T00:00:00Z",
      "0001-01-01T00:00:00+01:00",
      "9999-12-31T23:59:59-01:00",
      "10000-01-01T00:00:00Z",
      "2026-02-30T00:00:00Z",
      "2026-01-01",
    ]) {
      const result = dateTime.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues, value).toHaveLength(1);
    }
    expect(dateTime.safeParse("0001-01-01T00:00:00-01:00").success).toBe(true);
    expect(dateTime.safeParse("2026-01-31T09:30:00.123456+05:30").success).toBe(true);
    const date = calendarDateSchema("Pick a day");
    expect(date.safeParse("0000-01-01").error?.issues).toEqual([
      expect.objectContaining({ message: "Pick a day" }),
    ]);
    expect(date.safeParse("2026-02-30").success).toBe(false);
    expect(date.safeParse("2024-02-29").data).toBe("2024-02-29");
  });

  it("a UTC timestamp is taken only as the server writes it, to its precision", () => {
    expect(utcTimestampMs("2026-01-07T10:00:00.123Z", 3)).toBe(
      Date.parse("2026-01-07T10:00:00.123Z"),
    );
    expect(utcTimestampMs("2026-01-07T10:00:00.123456Z")).toBe(
      Date.parse("2026-01-07T10:00:00.123Z"),
    );
    expect(utcTimestampMs("2026-01-07T10:00:00Z")).toBe(Date.parse("2026-01-07T10:00:00Z"));
    for (const text of [
      "2026-01-07T10:00:00.123456Z",
      "2026-02-30T00:00:00.000Z",
      "2026-01-07T24:00:00.000Z",
      "2026-01-07T10:60:00.000Z",
      "0000-12-31T23:00:00.000Z",
      "+010000-01-01T00:00:00.000Z",
      "2026-01-07T10:00:00.000+01:00",
      "2026-01-07 10:00:00Z",
      "1 Jan 2026",
    ]) {
      expect(utcTimestampMs(text, 3), text).toBeNull();
    }
  });
});
