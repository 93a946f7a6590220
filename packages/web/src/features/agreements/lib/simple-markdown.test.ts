import { describe, expect, it } from "vitest";
import { parseMarkdown } from "./simple-markdown";

describe("parseMarkdown", () => {
  it("reads headings, paragraphs joined across lines, and rules", () => {
    expect(
      parseMarkdown("# Title\n\nFirst line\nsecond line.\n\n---\n## Part two ##\nText"),
    ).toEqual([
      { kind: "heading", level: 1, text: "Title" },
      { kind: "paragraph", text: "First line second line." },
      { kind: "rule" },
      { kind: "heading", level: 2, text: "Part two" },
      { kind: "paragraph", text: "Text" },
    ]);
  });

  it("reads numbered lists with their start, bulleted lists, and indented continuations", () => {
    expect(parseMarkdown("3. Third\n4. Fourth\n   goes on\n- a\n* b\n\nAfter\r\n1) one")).toEqual([
      { kind: "list", ordered: true, start: 3, items: ["Third", "Fourth goes on"] },
      { kind: "list", ordered: false, start: 1, items: ["a", "b"] },
      { kind: "paragraph", text: "After" },
      { kind: "list", ordered: true, start: 1, items: ["one"] },
    ]);
  });

  it("ends a list at an unindented line and keeps markup as text", () => {
    expect(parseMarkdown("- item\nnext <b>x</b>")).toEqual([
      { kind: "list", ordered: false, start: 1, items: ["item"] },
      { kind: "paragraph", text: "next <b>x</b>" },
    ]);
  });
});
