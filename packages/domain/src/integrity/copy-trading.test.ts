import { describe, expect, it } from "vitest";
import { IntegrityMonitor } from "./integrity-monitor";
import { copyScore, coOpen, inCrowd } from "./copy-trading";
import { INTEGRITY_POLICY } from "./integrity-policy";
import { closeEvent, feed, MINUTE, mkTrade, T0 } from "../testing/integrity-fixture";
import type { IntegrityTrade } from "./integrity-inputs";

const copies = (monitor: IntegrityMonitor) =>
  monitor.flags.all().filter((f) => f.kind === "copy-trading");

/** Leader p1 (account a1) and p2 (account b1) opening `n` times, `lagMs` apart, `ratio` p2/p1. */
function pairs(n: number, lagMs: number, ratio = 1, spacing = 20 * MINUTE): IntegrityTrade[] {
  return Array.from({ length: n }, (_, i) => [
    mkTrade({ accountId: "a1", personId: "p1", openTime: T0 + i * spacing, volume: 1 }),
    mkTrade({ accountId: "b1", personId: "p2", openTime: T0 + i * spacing + lagMs, volume: ratio }),
  ]).flat();
}

describe("copy-trading: the same symbol and side within a short window, repeatedly, across people", () => {
  it("two people opening the same symbol and side within 300 ms five times: both flagged", () => {
    const monitor = new IntegrityMonitor();
    feed(monitor, pairs(5, 300, 2).map(closeEvent));
    const flags = copies(monitor);
    expect(flags.map((f) => [f.accountId, f.personId, f.score])).toEqual([
      ["a1", "p1", 1],
      ["b1", "p2", 1],
    ]);
    const a1 = flags[0]!;
    expect(a1.evidence.figures).toMatchObject({ coOpens: 5, meanRatio: 0.5, ratioSpread: 0 });
    expect(a1.evidence.trades).toHaveLength(10);
    expect(a1.evidence.trades[0]!.accountId).toBe("a1");
    expect(a1.evidence.otherAccounts).toEqual(["b1"]);
    expect(a1.evidence.otherPeople).toEqual(["p2"]);
    expect(a1.hold).toBe(true);
  });

  it("three co-opens at one ratio are flagged (score 0.6), two are not", () => {
    const three = new IntegrityMonitor();
    feed(three, pairs(3, 200).map(closeEvent));
    expect(copies(three).map((f) => f.score)).toEqual([0.6, 0.6]);
    expect(copies(three).every((f) => !f.hold)).toBe(true);
    const two = new IntegrityMonitor();
    feed(two, pairs(2, 200).map(closeEvent));
    expect(copies(two)).toEqual([]);
  });

  it("two people who trade EURUSD the same day minutes apart are not copying", () => {
    const monitor = new IntegrityMonitor();
    feed(monitor, pairs(8, 3 * MINUTE).map(closeEvent));
    expect(copies(monitor)).toEqual([]);
  });

  it("one person's own accounts opening together are not copy trading (it is one person)", () => {
    const monitor = new IntegrityMonitor();
    const same = pairs(5, 100).map((t) => ({ ...t, personId: "p1" }));
    feed(monitor, same.map(closeEvent));
    expect(copies(monitor)).toEqual([]);
  });

  it("opposite sides or other symbols are not co-opens; sizes at a changing ratio score less", () => {
    const monitor = new IntegrityMonitor();
    const mixed = pairs(5, 100).map((t, i) =>
      t.personId === "p2"
        ? {
            ...t,
            side: i % 4 === 1 ? ("sell" as const) : t.side,
            symbol: i % 4 === 3 ? "GBPUSD" : t.symbol,
          }
        : t,
    );
    feed(monitor, mixed.map(closeEvent));
    expect(copies(monitor)).toEqual([]);

    const steady = pairs(5, 100, 2);
    const wild = pairs(5, 100).map((t, i) =>
      t.personId === "p2" ? { ...t, volume: [0.1, 3, 0.5, 5, 0.2][i >> 1]! } : t,
    );
    const co = (ts: IntegrityTrade[]) =>
      Array.from({ length: 5 }, (_, i) => coOpen(ts[2 * i]!, ts[2 * i + 1]!));
    expect(copyScore(co(steady), INTEGRITY_POLICY).score).toBe(1);
    expect(copyScore(co(wild), INTEGRITY_POLICY).score).toBe(0);
  });

  it("followers of one public signal opening in a crowd are not copying each other", () => {
    // Five signals; each time p1 and p2 open within 300 ms, and four other followers within 3 s
    // who close first: the crowd is counted among the trades closed when the pair is found.
    const crowd = pairs(5, 300).flatMap((t, i) =>
      t.personId === "p1"
        ? [
            t,
            ...[700, 1_400, 2_100, 2_800].map((lag, k) =>
              mkTrade({
                accountId: `f${k}`,
                personId: `f${k}`,
                openTime: t.openTime + lag + i,
                closeTime: t.openTime + 2 * MINUTE,
              }),
            ),
          ]
        : [t],
    );
    const monitor = new IntegrityMonitor();
    feed(monitor, crowd.map(closeEvent));
    expect(copies(monitor)).toEqual([]);
  });

  it("a crowd is a burst against the symbol's usual rate, so a busy symbol is not a crowd all day", () => {
    // 6 openings in 5 s where 10 minutes either side saw 6: a burst.
    expect(inCrowd(6, 6, INTEGRITY_POLICY)).toBe(true);
    // Fewer than the minimum is never a crowd.
    expect(inCrowd(4, 4, INTEGRITY_POLICY)).toBe(false);
    // 60 in 5 s on a symbol that sees 60 every 5 s (7,200 in 20 minutes): its usual rate.
    expect(inCrowd(60, 7_200, INTEGRITY_POLICY)).toBe(false);
  });

  it("counts co-opens per UTC day", () => {
    const monitor = new IntegrityMonitor();
    // Two co-opens late on one day and two early the next: never three on one day.
    const late = T0 + 13 * 60 * MINUTE;
    const trades = [0, 1, 2, 3].flatMap((i) => {
      const at = late + i * 40 * MINUTE;
      return [
        mkTrade({ accountId: "a1", personId: "p1", openTime: at }),
        mkTrade({ accountId: "b1", personId: "p2", openTime: at + 100 }),
      ];
    });
    feed(monitor, trades.map(closeEvent));
    expect(copies(monitor)).toEqual([]);
  });
});
