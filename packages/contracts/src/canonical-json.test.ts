import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";

describe("canonicalJson", () => {
  it("sorts keys at every depth and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: "x" }, 3], c: null })).toBe(
      '{"a":[{"c":"x","d":2},3],"b":1,"c":null}',
    );
  });

  it("gives one text for objects equal but built in another order", () => {
    const a = { figures: { share: 0.5, count: 3 }, trades: [{ id: "t1", pnl: -1.25 }] };
    const b = { trades: [{ pnl: -1.25, id: "t1" }], figures: { count: 3, share: 0.5 } };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson({ ...a, extra: undefined })).toBe(canonicalJson(a));
  });

  it("escapes strings as JSON does and refuses what JSON cannot hold", () => {
    expect(canonicalJson({ 'q"': "é\n" })).toBe('{"q\\"":"é\\n"}');
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
  });
});
