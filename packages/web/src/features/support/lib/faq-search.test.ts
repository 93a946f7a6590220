import { describe, expect, it } from "vitest";
import { questionCount, searchFaq } from "./faq-search";

const ITEMS = [
  { question: "What is fixed drawdown?", answer: "A floor that never moves." },
  { question: "When are payouts made?", answer: "Weekly, on Monday at 00:00 UTC." },
];

describe("searchFaq", () => {
  it("keeps every item for an empty or blank query", () => {
    expect(searchFaq(ITEMS, "")).toEqual(ITEMS);
    expect(searchFaq(ITEMS, "   ")).toEqual(ITEMS);
  });

  it("ranks by the help search: the question counts more than the answer, forms of a word meet", () => {
    expect(searchFaq(ITEMS, "DRAWDOWN")).toEqual([ITEMS[0]]);
    expect(searchFaq(ITEMS, "monday")).toEqual([ITEMS[1]]);
    expect(searchFaq(ITEMS, "  payout   weekly ")).toEqual([ITEMS[1]]);
    expect(searchFaq(ITEMS, "paid")).toEqual([ITEMS[1]]);
    expect(searchFaq(ITEMS, "floor")).toEqual([ITEMS[0]]);
    expect(searchFaq(ITEMS, "dividends")).toEqual([]);
  });

  it("counts questions in words", () => {
    expect(questionCount(0)).toBe("0 questions");
    expect(questionCount(1)).toBe("1 question");
    expect(questionCount(18)).toBe("18 questions");
  });
});
