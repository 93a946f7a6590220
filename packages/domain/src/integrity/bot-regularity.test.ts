import { describe, expect, it } from "vitest";
import { detectBotRegularity } from "./bot-regularity";
import { detectAll } from "./integrity-monitor";
import { INTEGRITY_POLICY } from "./integrity-policy";
import { closeEvent, MINUTE, mkTrade, T0 } from "../testing/integrity-fixture";
import { Random } from "../core/random";

function orders(n: number, gap: (i: number) => number, api = false) {
  let t = T0;
  return Array.from({ length: n }, (_, i) => {
    t += gap(i);
    return mkTrade({ openTime: t, closeTime: t + 2 * MINUTE, api });
  });
}

const rnd = new Random("bot-test");

describe("bot-regularity: orders too regular for a person, or on clock marks", () => {
  it("orders every 5 minutes with a few ms of jitter are flagged", () => {
    const d = detectBotRegularity(
      orders(30, (i) => 5 * MINUTE + (i % 3) * 7),
      INTEGRITY_POLICY,
    )!;
    expect(d.score).toBe(1);
    expect(d.evidence.figures.intervalCv).toBeLessThan(0.01);
    expect(d.message).toContain("varied by only 0%");
  });

  it("orders on whole seconds at irregular times are flagged", () => {
    let t = T0 - 137;
    const trades = Array.from({ length: 25 }, () => {
      t += 1_000 * rnd.int(30, 900);
      return mkTrade({ openTime: t + rnd.int(0, 5), closeTime: t + 10 * MINUTE });
    });
    const d = detectBotRegularity(trades, INTEGRITY_POLICY)!;
    expect(d.evidence.figures.clockMarkShare).toBe(1);
    expect(d.score).toBe(1);
  });

  it("the same schedule declared as API orders is not penalised", () => {
    expect(detectAll(orders(40, () => 5 * MINUTE, true).map(closeEvent))).toEqual([]);
  });

  it("a person placing many orders at human, irregular times is not", () => {
    const human = orders(
      200,
      () => Math.round(rnd.exponential(1 / (4 * MINUTE))) + rnd.int(0, 999),
    );
    expect(detectAll(human.map(closeEvent))).toEqual([]);
  });

  it("needs enough orders", () => {
    expect(
      detectBotRegularity(
        orders(19, () => MINUTE),
        INTEGRITY_POLICY,
      ),
    ).toBeNull();
  });
});
