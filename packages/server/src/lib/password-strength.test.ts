import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-strength";

describe("password strength", () => {
  it("refuses a password from the common-password list, whatever its case", () => {
    expect(passwordProblem("1234567890")).toMatch(/most common passwords/);
    expect(passwordProblem("QwertyUiop")).toMatch(/most common passwords/);
  });

  it("refuses guessable passwords with advice, and accepts long unusual phrases", () => {
    expect(passwordProblem("P@ssw0rd2024")).toMatch(/^This password is too easy to guess\. .+/);
    expect(passwordProblem("aaaaaaaaaaaa")).toMatch(/too easy to guess/);
    expect(passwordProblem("correct horse battery")).toBeNull();
    expect(passwordProblem("violet kettle under 9 maps")).toBeNull();
  });

  it("counts the person's own e-mail and name against the password", () => {
    expect(passwordProblem("ada lovelace!")).toBeNull();
    expect(passwordProblem("ada lovelace!", ["ada.lovelace@example.com", "Ada Lovelace"])).toMatch(
      /too easy to guess/,
    );
  });
});
