import { describe, expect, it } from "vitest";
import { helpTerms, stem } from "./help-search";

describe("stem and helpTerms", () => {
  it("brings the forms of a word together and drops the stop words", () => {
    expect(["payouts", "paid", "paying", "pay"].map(stem)).toEqual(["payout", "pay", "pay", "pay"]);
    expect(["failed", "fails", "fail"].map(stem)).toEqual(["fail", "fail", "fail"]);
    expect(["trade", "trading", "traded", "trades"].map(stem)).toEqual([
      "trad",
      "trad",
      "trad",
      "trad",
    ]);
    expect(["losses", "loss", "rules", "blown"].map(stem)).toEqual([
      "loss",
      "loss",
      "rule",
      "blow",
    ]);
    expect(helpTerms("Why did my account fail?")).toEqual(["account", "fail"]);
    expect(helpTerms("When do I get paid")).toEqual(["pay"]);
  });
});
