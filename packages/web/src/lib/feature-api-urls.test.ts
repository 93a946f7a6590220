import { describe, expect, it } from "vitest";
import { routeUrl } from "./api";

// Every feature file, as text (tests and samples included): none writes the API's prefix.
const FEATURE_FILES = import.meta.glob<string>("../features/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("the API's URLs", () => {
  it("are built from the route table: no feature file writes an /api/ URL", () => {
    expect(Object.keys(FEATURE_FILES).length).toBeGreaterThan(100);
    const offenders = Object.entries(FEATURE_FILES)
      .filter(([, text]) => text.includes("/api/"))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it("routeUrl gives a route's absolute URL on this site, its parameters encoded", () => {
    expect(routeUrl("POST /chain/rpc")).toBe(`${window.location.origin}/api/chain/rpc`);
    expect(routeUrl("GET /accounts/:id/integrity", { params: { id: "a/1" } })).toBe(
      `${window.location.origin}/api/accounts/a%2F1/integrity`,
    );
  });
});
