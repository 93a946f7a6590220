import { describe, expect, it } from "vitest";
import { safeRedirectPath, signinPathFor } from "./safe-redirect";

describe("redirect after sign-in", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/dashboard/metrics?x=1#y")).toBe("/dashboard/metrics?x=1#y");
  });

  it("refuses other sites, protocol-relative and backslash tricks, and auth pages", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/auth/signin",
      "",
      null,
    ]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });

  it("builds the sign-in URL that remembers the page", () => {
    expect(signinPathFor({ pathname: "/checkout/$200,000", search: "", hash: "" })).toBe(
      "/auth/signin?redirect=%2Fcheckout%2F%24200%2C000",
    );
    expect(signinPathFor({ pathname: "/", search: "", hash: "" })).toBe("/auth/signin");
  });
});
