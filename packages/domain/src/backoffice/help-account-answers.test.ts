import { describe, expect, it } from "vitest";
import { describeDuration } from "../core/durations";
import {
  fundedPathAnswer,
  helpIntents,
  whenPaidAnswer,
  whyFailedAnswer,
} from "./help-account-answers";

const WED = Date.UTC(2026, 0, 7, 18, 30); // Wednesday 7 January 2026, 18:30 UTC

describe("helpIntents", () => {
  it("points each common question at the account fact that answers it", () => {
    expect(helpIntents("why did my account fail")).toEqual(["whyFailed"]);
    expect(helpIntents("I blew my account")).toEqual(["whyFailed"]);
    expect(helpIntents("when do I get paid")).toEqual(["whenPaid"]);
    expect(helpIntents("how do I withdraw")).toEqual(["whenPaid"]);
    expect(helpIntents("kyc status")).toEqual(["fundedPath"]);
    expect(helpIntents("when will my funded account open")).toEqual(["fundedPath"]);
    expect(helpIntents("failed, and when is my payout")).toEqual(["whyFailed", "whenPaid"]);
    expect(helpIntents("what leverage can I use")).toEqual([]);
    expect(helpIntents("")).toEqual([]);
  });
});

describe("whyFailedAnswer", () => {
  it("names the account, when it failed and the stored evidence, and links to it", () => {
    const answer = whyFailedAnswer({
      userId: "u1",
      accountId: "a1",
      planId: "200K",
      phase: "phase1",
      endedAt: Date.UTC(2026, 0, 6, 14, 3),
      message:
        "Equity $189,990.00 fell below the daily loss floor $190,000.00 (balance at the daily reset $200,000.00 - 5% of the starting balance $200,000.00).",
    });
    expect(answer.text).toBe(
      "Your 200K Phase I account failed on Tuesday, January 6, 2026 at 14:03 UTC. Equity $189,990.00 fell below the daily loss floor $190,000.00 (balance at the daily reset $200,000.00 - 5% of the starting balance $200,000.00). The account page shows the evidence: the quote, every position and the figures, which you can replay.",
    );
    expect(answer.link).toEqual({ label: "See the evidence", href: "/dashboard/metrics/u1/a1" });
  });

  it("says so when no account failed", () => {
    const answer = whyFailedAnswer(null);
    expect(answer.text).toMatch(/^None of your accounts has failed\./);
    expect(answer.link?.href).toBe("/dashboard/rules#rules");
  });
});

describe("whenPaidAnswer", () => {
  it("gives the next Monday's settlement and the time until it, with what is owed", () => {
    const answer = whenPaidAnswer({
      now: WED,
      timeZone: "UTC",
      activeFundedAccounts: 1,
      owedCents: 323_400,
      availableCents: 223_400,
      openRequests: 1,
    });
    expect(answer.text).toBe(
      "Every Monday at 00:00 (UTC) the week that ended is settled and funded accounts are credited their profit × PM. The next settlement is Monday, January 12, 2026 at 00:00 UTC, in 4 days 5 hours. You have a funded account: a week that ends in profit is credited to you. You are owed $3,234.00; $2,234.00 of it can be requested now (one request is open). An admin reviews every request. During the beta no real money is transferred: a paid request is recorded, not sent.",
    );
    expect(answer.link?.href).toBe("/dashboard/jackpot");
  });

  it("counts the week in the settlement's own time zone, and says when nothing is owed", () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Prague: the next settlement is a week away.
    const answer = whenPaidAnswer({
      now: Date.UTC(2026, 0, 11, 23, 30),
      timeZone: "Europe/Prague",
      activeFundedAccounts: 0,
      owedCents: 0,
      availableCents: 0,
      openRequests: 0,
    });
    expect(answer.text).toContain(
      "The next settlement is Monday, January 19, 2026 at 00:00 GMT+1, in 6 days 23 hours.",
    );
    expect(answer.text).toContain("You have no funded account yet");
    expect(answer.text).toContain("Nothing is owed to you right now.");
  });
});

describe("fundedPathAnswer", () => {
  it("lists what is missing in order and links to the first step", () => {
    const answer = fundedPathAnswer({
      fundedAccountOpen: false,
      missing: ["Verify your identity (KYC).", "Sign the trader agreement (version 1)."],
    });
    expect(answer.text).toBe(
      "Still to do, in order: 1. Verify your identity (KYC). 2. Sign the trader agreement (version 1).",
    );
    expect(answer.link).toEqual({ label: "Identity verification", href: "/dashboard/kyc" });
    expect(
      fundedPathAnswer({
        fundedAccountOpen: false,
        missing: ["Sign the trader agreement (version 1)."],
      }).link?.href,
    ).toBe("/dashboard/agreements");
    expect(fundedPathAnswer({ fundedAccountOpen: true, missing: [] }).text).toMatch(
      /your funded account is open/,
    );
  });
});

describe("describeDuration", () => {
  it("writes the largest units first, rounded down, never negative", () => {
    expect(describeDuration(2 * 86_400_000 + 5 * 3_600_000 + 59_000)).toBe("2 days 5 hours");
    expect(describeDuration(86_400_000)).toBe("1 day");
    expect(describeDuration(3 * 3_600_000 + 10 * 60_000)).toBe("3 hours 10 minutes");
    expect(describeDuration(3_600_000)).toBe("1 hour");
    expect(describeDuration(59_999)).toBe("0 minutes");
    expect(describeDuration(-5)).toBe("0 minutes");
  });
});
