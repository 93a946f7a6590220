import { describe, expect, it } from "vitest";
import { faqArticles, helpArticles, rulesArticles } from "./help-articles";
import { searchHelp } from "@proparena/domain/backoffice/help-search";
import { renderRulesMarkdown } from "./rules-doc";

const titles = (query: string, limit?: number) =>
  searchHelp(helpArticles(), query, limit).map((hit) => hit.item.title);

describe("searchHelp over the FAQ and the rules", () => {
  it("answers the common questions with the right text first", () => {
    expect(titles("how are payouts calculated")[0]).toBe("How are payouts calculated?");
    expect(titles("when do I get paid")).toContain("When are payouts made?");
    expect(titles("daily loss")[0]).toBe("How is the daily loss limit checked?");
    expect(titles("what is a stop-out")[0]).toBe("Stop-out");
    expect(titles("leverage")[0]).toBe("What leverage can I use?");
    expect(titles("relative drawdown")[0]).toBe(
      "What is the difference between fixed and relative drawdown?",
    );
  });

  it("widens a word by its synonyms: withdraw finds the payouts, blown finds the breach", () => {
    expect(titles("withdraw")).toContain("When are payouts made?");
    expect(titles("account blown")).toContain("What happens if I break a rule?");
    expect(titles("kyc")).toContain("Do I need to verify my identity?");
  });

  it("follows the typing: an unfinished last word matches the words it begins", () => {
    expect(titles("payo")).toContain("How are payouts calculated?");
    expect(titles("payo ")).toEqual([]);
    expect(titles("leve")[0]).toBe("What leverage can I use?");
  });

  it("answers nothing for an empty question, stop words only, or words nothing holds", () => {
    expect(searchHelp(helpArticles(), "")).toEqual([]);
    expect(searchHelp(helpArticles(), "   ")).toEqual([]);
    expect(searchHelp(helpArticles(), "what is the")).toEqual([]);
    expect(searchHelp(helpArticles(), "zebra xylophone")).toEqual([]);
  });

  it("is deterministic: equal scores keep the order given, and the limit holds", () => {
    const items = [
      { title: "B margin", text: "" },
      { title: "A margin", text: "" },
      { title: "Margin call", text: "margin" },
    ];
    expect(searchHelp(items, "margin").map((h) => h.item.title)).toEqual([
      "B margin",
      "A margin",
      "Margin call",
    ]);
    expect(searchHelp(items, "margin").map((h) => h.score)).toEqual([3, 3, 3]);
    expect(searchHelp(items, "margin", 1)).toHaveLength(1);
    expect(titles("payout")).toEqual(titles("payout"));
  });

  it("leaves out what scores under half the best: a word in passing is noise next to a title", () => {
    const items = [
      { title: "Stop-out", text: "the margin level" },
      { title: "Gaps", text: "a stop fills at the first quote" },
      { title: "Payouts", text: "paid out weekly" },
    ];
    expect(searchHelp(items, "stop-out").map((h) => [h.item.title, h.score])).toEqual([
      ["Stop-out", 6],
    ]);
  });

  it("needs at least half of the words: one stray word does not bring every text", () => {
    const items = [
      { title: "Payouts", text: "weekly payout pool" },
      { title: "Account", text: "your account" },
    ];
    expect(searchHelp(items, "account payout").map((h) => h.item.title)).toEqual([
      "Payouts",
      "Account",
    ]);
    expect(searchHelp(items, "account payout pool").map((h) => h.item.title)).toEqual(["Payouts"]);
  });
});

describe("help articles", () => {
  it("are every FAQ answer and every rule of docs/rules.md, with the page that shows each", () => {
    const faq = faqArticles();
    expect(faq).toHaveLength(18);
    expect(faq[0]).toMatchObject({ id: "faq-1", source: "faq", href: "/dashboard/faq" });
    const rules = rulesArticles(renderRulesMarkdown());
    const byTitle = new Map(rules.map((a) => [a.title, a]));
    expect(byTitle.get("Daily loss floor")).toMatchObject({
      source: "rules",
      href: "/dashboard/rules#rules",
    });
    expect(byTitle.get("Daily loss floor")!.text).toMatch(
      /^Daily loss floor = balance at the last daily reset - max daily loss % x starting balance\./,
    );
    expect(byTitle.get("Phases")!.href).toBe("/dashboard/rules#phases");
    expect(byTitle.get("Worked example: 200K, phase I")!.href).toBe("/dashboard/rules#examples");
    expect(byTitle.get("Instruments and market hours")!.href).toBe("/dashboard/rules");
    // Tables are left out, and no markdown marks remain.
    for (const article of rules) {
      expect(article.text).not.toMatch(/\||\*\*|`/);
      expect(article.text.length).toBeGreaterThan(0);
    }
    expect(new Set(helpArticles().map((a) => a.id)).size).toBe(helpArticles().length);
  });

  it("link a section the rules page shows under an anchor, such as the scaling plan", () => {
    const [article] = rulesArticles(
      "## Scaling plan\n\n- A funded account grows by 25% after four profitable months.\n",
    );
    expect(article).toEqual({
      id: "rules-scaling-plan",
      source: "rules",
      title: "Scaling plan",
      text: "A funded account grows by 25% after four profitable months.",
      href: "/dashboard/rules#scaling-plan",
    });
  });
});
