import { describe, expect, it } from "vitest";
import { ranksOf, type RankRecords } from "./ranks";

const DAY = 86_400_000;
const T0 = Date.parse("2026-03-02T10:00:00Z");
const empty: RankRecords = { accounts: [], trades: [], firstPayoutAt: null, timeZone: "UTC" };
const milestone = (view: ReturnType<typeof ranksOf>, id: string) =>
  view.milestones.find((m) => m.id === id)!;

describe("ranks", () => {
  it("has no rank and no milestone before anything happened", () => {
    const view = ranksOf(empty);
    expect(view.current).toBeNull();
    expect(view.ranks.map((r) => [r.name, r.reachedAt])).toEqual([
      ["Tenderfoot", null],
      ["Journeyman", null],
      ["Prodigy", null],
    ]);
    expect(view.milestones.every((m) => m.achievedAt === null)).toBe(true);
    expect(milestone(view, "win-streak").progress).toEqual({ current: 0, target: 5 });
  });

  it("reaches a rank when an account of its phase first opens (the free Beta is phase I)", () => {
    const view = ranksOf({
      ...empty,
      accounts: [
        { plan: "BETA", phase: "phase1", status: "failed", openedAt: T0 - DAY, endedAt: T0 },
        { plan: "10K", phase: "phase1", status: "failed", openedAt: T0, endedAt: T0 + DAY },
        {
          plan: "10K",
          phase: "phase1",
          status: "passed",
          openedAt: T0 + 2 * DAY,
          endedAt: T0 + 5 * DAY,
        },
        { plan: "10K", phase: "phase2", status: "active", openedAt: T0 + 5 * DAY, endedAt: null },
      ],
    });
    expect(view.current).toBe("journeyman");
    expect(view.ranks.map((r) => r.reachedAt)).toEqual([T0 - DAY, T0 + 5 * DAY, null]);
    expect(milestone(view, "phase-one-passed").achievedAt).toBe(T0 + 5 * DAY);
    expect(milestone(view, "phase-two-passed").achievedAt).toBeNull();
    expect(milestone(view, "first-challenge").achievedAt).toBe(T0);
  });

  it("finds the first five-win streak, however the trades are ordered, and counts days in the zone", () => {
    const pnl = [10, 20, -5, 1, 2, 3, 4, 5, 6, -1];
    const trades = pnl.map((pnlCents, i) => ({ closedAt: T0 + i * 3_600_000, pnlCents })).reverse();
    const view = ranksOf({ ...empty, trades, timeZone: "America/New_York" });
    expect(milestone(view, "win-streak")).toMatchObject({
      achievedAt: T0 + 7 * 3_600_000,
      progress: { current: 5, target: 5 },
    });
    expect(milestone(view, "first-trade").achievedAt).toBe(T0);
    expect(milestone(view, "hundred-trades").progress).toEqual({ current: 10, target: 100 });
    // 10:00Z .. 19:00Z on March 2 is 05:00 .. 14:00 in New York: one day.
    expect(milestone(view, "trading-days").progress).toEqual({ current: 1, target: 10 });
  });

  it("marks the payout and the hundredth trade when they happen", () => {
    const trades = Array.from({ length: 120 }, (_, i) => ({
      closedAt: T0 + i * DAY,
      pnlCents: i % 2 === 0 ? 1 : -1,
    }));
    const view = ranksOf({ ...empty, trades, firstPayoutAt: T0 + 7 * DAY });
    expect(milestone(view, "hundred-trades").achievedAt).toBe(T0 + 99 * DAY);
    expect(milestone(view, "trading-days").achievedAt).toBe(T0 + 9 * DAY);
    expect(milestone(view, "first-payout").achievedAt).toBe(T0 + 7 * DAY);
    expect(milestone(view, "win-streak").progress).toEqual({ current: 1, target: 5 });
  });
});
