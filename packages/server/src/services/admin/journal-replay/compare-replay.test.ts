import { describe, expect, it } from "vitest";
import {
  comparisonMessage,
  differingFigures,
  pairDecisions,
  type DecisionSide,
} from "./compare-replay";

const T = Date.parse("2026-01-07T10:00:30Z");
const side = (hash: string, time = T, outcome = "breach", rule = "dailyLoss"): DecisionSide => ({
  time,
  outcome,
  rule,
  hash,
});

describe("pairing stored and replayed decisions", () => {
  it("pairs decisions of one instant by their evidence, whatever order the table kept", () => {
    const stopOut = side("a", T, "stopOut", "stopOut");
    const breach = side("b");
    const rows = pairDecisions([breach, stopOut], [stopOut, breach]);
    expect(rows.map((r) => [r.rule, r.storedHash, r.replayedHash, r.matches])).toEqual([
      ["stopOut", "a", "a", true],
      ["dailyLoss", "b", "b", true],
    ]);
    expect(rows[0]!.time).toBe("2026-01-07T10:00:30.000Z");
  });

  it("pairs what is left at an instant in order (they differ), and lists a lone side alone", () => {
    const rows = pairDecisions(
      [side("old", T - 1_000, "admin", "reinstate"), side("x")],
      [side("y"), side("new", T + 1_000, "pass", "profitTarget")],
    );
    expect(rows.map((r) => [r.rule, r.storedHash, r.replayedHash, r.matches])).toEqual([
      ["reinstate", "old", null, false],
      ["dailyLoss", "x", "y", false],
      ["profitTarget", null, "new", false],
    ]);
  });
});

describe("the replay's sentence", () => {
  const stored = {
    status: "failed",
    balanceCents: 474_000,
    dayStartBalanceCents: 500_000,
    highestEodBalanceCents: 500_000,
  } as const;

  it("names the figures that differ, all of them when there is no replayed account", () => {
    expect(differingFigures(stored, { ...stored })).toEqual([]);
    expect(differingFigures(stored, { ...stored, status: "active", balanceCents: 1 })).toEqual([
      "status",
      "balance",
    ]);
    expect(differingFigures(stored, null)).toHaveLength(4);
  });

  it("says what agrees, or names each decision and figure that differs", () => {
    const same = pairDecisions([side("a")], [side("a")]);
    expect(comparisonMessage(same, [], 12)).toBe(
      "12 journal entries replay to the same 1 decision, evidence and all, and to the same final figures.",
    );
    const other = pairDecisions([side("a")], [side("b")]);
    expect(comparisonMessage(other, ["status", "balance"], 12)).toBe(
      "The replay differs from the tables: the breach (dailyLoss) at 2026-01-07T10:00:30.000Z has other evidence; the final status, balance differ.",
    );
  });
});
