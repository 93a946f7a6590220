import { describe, expect, it } from "vitest";
import { cleanPersonText, cutText, firstGrapheme, personText } from "./person-text";

const name = personText({ label: "Name", max: 10 });
const issues = (value: unknown) => name.safeParse(value).error?.issues.map((i) => i.message);

describe("personText", () => {
  it("normalises to NFC and trims", () => {
    expect(name.parse("  Zoe\u0308  ")).toBe("Zoë");
    expect(name.parse("Zoe\u0308")).toHaveLength(3);
    expect(name.parse("Ana-María")).toBe("Ana-María");
    expect(name.parse("👩‍💻 Kim")).toBe("👩‍💻 Kim");
    // Joiners inside a word are part of how it is written.
    expect(name.parse("ن\u200Cا")).toBe("ن\u200Cا");
  });

  it("refuses lone surrogates, with one issue", () => {
    for (const broken of ["\uD800", "a\uDC00b", "\uD83D", "x\uDE00"]) {
      expect(issues(broken), JSON.stringify(broken)).toEqual(["Name contains a broken character."]);
    }
  });

  it("refuses every bidirectional control", () => {
    const controls = [
      ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
      ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
      0x200e,
      0x200f,
      0x061c,
    ];
    for (const code of controls) {
      expect(issues(`ab${String.fromCharCode(code)}cd`), code.toString(16)).toEqual([
        "Name must not contain characters that change the text's direction.",
      ]);
    }
  });

  it("refuses text with only invisible characters, and control characters", () => {
    for (const invisible of [
      "\u200B",
      "\u200B\u200C\u200D",
      "\uFEFF\u2060",
      "\u3164",
      "\u115F\uFFA0",
      "\u2800",
      "\u0301",
      "\u00AD",
    ]) {
      expect(issues(invisible), JSON.stringify(invisible)).toEqual([
        "Name must contain a visible character.",
      ]);
    }
    expect(issues("   \u00A0\u3000 ")).toEqual(["Name is required"]);
    expect(issues("a\nb")).toEqual(["Name must be one line without control characters."]);
    expect(issues("a\u0085b")).toEqual(["Name must be one line without control characters."]);
    expect(issues(undefined)).toEqual(["Name is required"]);
  });

  it("counts the length after normalising, and keeps a field's own messages", () => {
    expect(name.parse("e\u0301".repeat(10))).toBe("é".repeat(10));
    expect(issues("a".repeat(11))).toEqual(["Name must be at most 10 characters"]);
    const subject = personText({
      label: "Subject",
      min: 3,
      max: 120,
      messages: { tooShort: "Give the ticket a subject (3 characters or more)" },
    });
    expect(subject.safeParse("ab").error?.issues[0]?.message).toBe(
      "Give the ticket a subject (3 characters or more)",
    );
  });
});

describe("cutting text", () => {
  it("cuts at a whole grapheme, never inside a pair or a cluster", () => {
    expect(cutText("abc", 5)).toBe("abc");
    expect(cutText("ab😀", 3)).toBe("ab");
    expect(cutText("ab😀", 4)).toBe("ab😀");
    expect(cutText("a👩‍💻b", 4)).toBe("a");
    expect(cutText("ae\u0301x", 2)).toBe("a");
    for (let max = 0; max < 12; max++) {
      const cut = cutText("😀e\u0301👩‍💻ok", max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(/[\uD800-\uDBFF]$/.test(cut)).toBe(false);
    }
  });

  it("cleanPersonText cuts when asked, and refuses the same things as the schema", () => {
    expect(cleanPersonText(`${"x".repeat(9)}😀`, { label: "Name", max: 10, cut: true })).toEqual({
      ok: true,
      text: "x".repeat(9),
    });
    expect(cleanPersonText("a\u202Eb", { label: "File", max: 10, cut: true })).toEqual({
      ok: false,
      problem: "File must not contain characters that change the text's direction.",
    });
    expect(cleanPersonText("ok", { label: "Name", max: 10 })).toEqual({ ok: true, text: "ok" });
  });

  it("the first grapheme is a whole character", () => {
    expect(firstGrapheme("𝕏yz")).toBe("𝕏");
    expect(firstGrapheme("👩‍💻 dev")).toBe("👩‍💻");
    expect(firstGrapheme("e\u0301cole")).toBe("e\u0301");
    expect(firstGrapheme("")).toBe("");
  });
});
