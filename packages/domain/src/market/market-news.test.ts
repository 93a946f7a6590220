import { describe, expect, it } from "vitest";
import { newsEffectAt, newsEventsBetween, NO_NEWS } from "./market-news";

const iso = (t: number): string => new Date(t).toISOString().slice(0, 16);
const MINUTE = 60_000;

describe("the bundled news calendar", () => {
  it("US payrolls fall on the first Friday of every month at 13:30 UTC", () => {
    const nfp = newsEventsBetween(Date.UTC(2024, 0, 1), Date.UTC(2024, 6, 1)).filter(
      (e) => e.id === "us-nfp",
    );
    expect(nfp.map((e) => iso(e.time))).toEqual([
      "2024-01-05T13:30",
      "2024-02-02T13:30",
      "2024-03-01T13:30",
      "2024-04-05T13:30",
      "2024-05-03T13:30",
      "2024-06-07T13:30",
    ]);
  });

  it("central banks meet in their months only (FOMC third Wednesday 19:00, ECB second Thursday 13:15); crude inventories every Wednesday", () => {
    const q1 = newsEventsBetween(Date.UTC(2024, 0, 1), Date.UTC(2024, 3, 1));
    expect(q1.filter((e) => e.id === "fomc").map((e) => iso(e.time))).toEqual([
      "2024-01-17T19:00",
      "2024-03-20T19:00",
    ]);
    expect(q1.filter((e) => e.id === "ecb").map((e) => iso(e.time))).toEqual([
      "2024-01-11T13:15",
      "2024-03-14T13:15",
    ]);
    expect(q1.filter((e) => e.id === "eia-crude")).toHaveLength(13);
    const times = q1.map((e) => e.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("moves only the symbols it names: calmer just before, a burst and a jump at the release, fading after", () => {
    const release = Date.UTC(2024, 1, 2, 13, 30); // payrolls
    expect(newsEffectAt("EURUSD", release - 5 * MINUTE).volatility).toBeLessThan(1);
    const at = newsEffectAt("EURUSD", release);
    expect(at.volatility).toBeGreaterThan(5);
    expect(at.jump).toBeGreaterThan(0);
    expect(at.spread).toBeGreaterThan(1);
    const later = newsEffectAt("EURUSD", release + 10 * MINUTE);
    expect(later.volatility).toBeGreaterThan(1);
    expect(later.volatility).toBeLessThan(at.volatility);
    expect(later.jump).toBe(0);
    expect(newsEffectAt("EURUSD", release + 40 * MINUTE)).toBe(NO_NEWS);
    // A weaker effect where the symbol's weight is smaller; none where it is not listed.
    expect(newsEffectAt("BTCUSD", release).volatility).toBeLessThan(at.volatility);
    expect(newsEffectAt("EURGBP", release)).toBe(NO_NEWS);
    // The same minute always has the same news.
    expect(newsEffectAt("EURUSD", release)).toEqual(at);
  });
});
