import { describe, expect, it } from "vitest";
import rulesMarkdown from "../../../docs/rules.md?raw";
import { renderRulesMarkdown } from "./rules-doc";

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
});
