import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  answerTimeEstimate,
  describeEstimate,
  expectedAnswerAt,
  median,
  MIN_ANSWER_SAMPLES,
} from "./support-answer-time";

const H = 3_600_000;

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("answerTimeEstimate", () => {
  it("is the median first answer once there are enough answered tickets", () => {
    const estimate = answerTimeEstimate([1 * H, 2 * H, 3 * H + 1, 20 * H, 30 * H]);
    expect(estimate).toEqual({ basis: "median", minutes: 181, sampleSize: 5 });
    expect(describeEstimate(estimate)).toBe(
      "about 3 hours 1 minute (the median first answer of our last 5 answered tickets)",
    );
    const start = Date.UTC(2026, 0, 9, 10, 0);
    expect(expectedAnswerAt(start, estimate)).toBe(start + 181 * 60_000);
  });

  it("falls back to the stated service level, said as such, with too few answers", () => {
    const few = Array.from({ length: MIN_ANSWER_SAMPLES - 1 }, () => H);
    const estimate = answerTimeEstimate([...few, -1, Number.NaN]);
    expect(estimate).toEqual({ basis: "serviceLevel", businessDays: 2, sampleSize: 4 });
    expect(describeEstimate(estimate)).toBe(
      "within two business days (our stated service level: too few recent tickets to measure)",
    );
    // Friday 10:00 + two business days = Tuesday 10:00.
    const friday = Date.UTC(2026, 0, 9, 10, 0);
    expect(expectedAnswerAt(friday, estimate)).toBe(Date.UTC(2026, 0, 13, 10, 0));
  });

  it("counts business days Monday to Friday", () => {
    const saturday = Date.UTC(2026, 0, 10, 12, 0);
    expect(addBusinessDays(saturday, 1)).toBe(Date.UTC(2026, 0, 12, 12, 0));
    expect(addBusinessDays(saturday, 0)).toBe(saturday);
    const monday = Date.UTC(2026, 0, 12, 9, 0);
    expect(addBusinessDays(monday, 5)).toBe(Date.UTC(2026, 0, 19, 9, 0));
  });
});
