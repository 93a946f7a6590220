import { describe, expect, it } from "vitest";
import { foldLegalName, sameLegalName } from "./legal-name";

describe("a typed signature against the legal name", () => {
  it("ignores case and spacing", () => {
    expect(sameLegalName("ada lovelace", "Ada Lovelace")).toBe(true);
    expect(sameLegalName("  ADA   LOVELACE ", "Ada Lovelace")).toBe(true);
    expect(sameLegalName("Ada\u00a0Lovelace", "Ada Lovelace")).toBe(true);
    expect(sameLegalName("Ada\tLovelace", "Ada Lovelace")).toBe(true);
  });

  it("treats composed and decomposed accents as the same letter, and keeps accents", () => {
    expect(sameLegalName("Jose\u0301 A\u0301lvarez", "José Álvarez")).toBe(true);
    expect(sameLegalName("JOSÉ ÁLVAREZ", "josé álvarez")).toBe(true);
    expect(sameLegalName("Jose Alvarez", "José Álvarez")).toBe(false);
  });

  it("case-folds beyond ASCII", () => {
    expect(sameLegalName("GROSS", "Groß")).toBe(true);
    expect(sameLegalName("ΟΔΥΣΣΕΥΣ", "Οδυσσευς")).toBe(true);
    expect(sameLegalName("ЛЕВ ТОЛСТОЙ", "Лев Толстой")).toBe(true);
  });

  it("reads apostrophes and hyphens typed either way as the same", () => {
    expect(sameLegalName("Conan O’Brien", "Conan O'Brien")).toBe(true);
    expect(sameLegalName("Anne–Marie Dupont", "Anne-Marie Dupont")).toBe(true);
  });

  it("refuses another name, a part of the name, and an empty one", () => {
    expect(sameLegalName("Ada Byron", "Ada Lovelace")).toBe(false);
    expect(sameLegalName("Ada", "Ada Lovelace")).toBe(false);
    expect(sameLegalName("AdaLovelace", "Ada Lovelace")).toBe(false);
    expect(sameLegalName("   ", "   ")).toBe(false);
  });

  it("folds to one form", () => {
    expect(foldLegalName("  Zoë\u0020\u0020Ünal ")).toBe("zoë ünal");
  });
});
