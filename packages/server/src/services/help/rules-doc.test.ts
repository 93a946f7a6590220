import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import { renderRulesMarkdown, workedExamples } from "./rules-doc";

const rulesMarkdown = readFileSync(
  new URL("../../../../../docs/rules.md", import.meta.url),
  "utf8",
);

describe("docs/rules.md", () => {
  it("is exactly what rules-doc.ts renders from the plans, phases and engine (regenerate it when the rules change)", () => {
    expect(rulesMarkdown).toBe(renderRulesMarkdown());
  });

  it("quotes the DESIGN §5 worked example: 200K phase I target $216,000, daily floor $190,000 on day 1, max-loss floor $180,000", () => {
    const doc = renderRulesMarkdown();
    expect(doc).toContain("**$216,000** closed balance");
    expect(doc).toContain("= **$190,000**");
    expect(doc).toContain("= **$180,000**, whatever happens");
    expect(doc).toContain("the floor stays at **$184,500**");
    expect(doc).toContain("The stop loss fills at **1.07700**");
  });

  it("lists the rule set versions and works the scaling plan's example (200K funded: $250,000 when April's last week settles)", () => {
    const doc = renderRulesMarkdown();
    expect(doc).toContain("| v2      | 2026-11-26 | Adds the funded scaling plan.");
    expect(doc).toContain("$200,000 becomes **$250,000**");
    expect(doc).toContain("max loss floor $250,000 - $25,000 = **$225,000**");
    expect(doc).toContain("$953,672, $1,000,000 (the cap), 8 steps or 32 profitable months");
  });
});

describe("worked examples for any plan", () => {
  it("100K: target $108,000, day-1 floor $95,000, day-2 floor $97,000 after $102,000; phase II floor rises to $92,250", () => {
    const [one, two] = workedExamples("100K");
    expect(one!.title).toBe("Worked example: 100K, phase I");
    expect(one!.lines.join("\n")).toContain("= **$108,000** closed balance");
    expect(one!.lines.join("\n")).toContain("$100,000 - $5,000 = **$95,000**");
    expect(one!.lines.join("\n")).toContain("$102,000 - $5,000 = **$97,000**");
    expect(two!.lines.join("\n")).toContain(
      "Day 1 ends at a balance of $102,250: the floor rises to **$92,250**",
    );
    expect(() => workedExamples("1M")).toThrow("unknown plan 1M");
  });

  it("the scaling plan's example follows the plan's size, and is left out without a scaling plan", () => {
    const scaling = workedExamples("100K")[2]!;
    expect(scaling.title).toBe("Worked example: 100K, the funded scaling plan");
    expect(scaling.lines.join("\n")).toContain("$100,000 becomes **$125,000**");
    expect(workedExamples("BETA")[2]!.lines[0]).toContain(
      "A funded Beta account starts at $1,000,000, already at the cap: it does not grow.",
    );
    expect(workedExamples("200K", RULE_SETS[0])).toHaveLength(2);
  });
});
