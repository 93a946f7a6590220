import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DeskIds, newSalt } from "./desk-ids";

/** The ids' definition, as journals already hold them: sha-256 of the salt, then the text. */
function expected(salt: string, text: string): string {
  const h = createHash("sha256").update(Buffer.from(salt, "hex")).update(text).digest();
  h[6] = (h[6]! & 0x0f) | 0x40;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.toString("hex", 0, 16);
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

describe("DeskIds", () => {
  it("makes the ids a replay makes again: hash of salt, entry, command, account and count", () => {
    const salt = newSalt();
    const ids = new DeskIds(salt);
    ids.enter(41, 3);
    const a = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(ids.newId("order", a)).toBe(expected(salt, `41:3:${a}:0`));
    expect(ids.newId("position", a)).toBe(expected(salt, `41:3:${a}:1`));
    expect(ids.newId("order", "b")).toBe(expected(salt, "41:3:b:0"));
    ids.enter(42, 0);
    expect(ids.newId("order", a)).toBe(expected(salt, `42:0:${a}:0`));
    const again = new DeskIds(salt);
    again.enter(41, 3);
    expect(again.newId("order", a)).toBe(expected(salt, `41:3:${a}:0`));
  });

  it("hashes long inputs and an empty salt the same way", () => {
    const ids = new DeskIds("");
    const long = "x".repeat(600);
    ids.enter(1, 0);
    expect(ids.newId("order", long)).toBe(expected("", `1:0:${long}:0`));
    expect(ids.newId("order", "short")).toBe(expected("", "1:0:short:0"));
    expect(ids.newId("order", "short")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
