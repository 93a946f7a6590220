import { describe, expect, it, vi } from "vitest";
import { ROUTE_ERROR_MESSAGE, tileHref, tileUrlFromPath } from "./tile-route";

describe("tile url rules", () => {
  it("links a route object to its path", () => {
    const report = vi.fn();
    expect(tileHref({ path: "/leaderboard" }, report)).toBe("/leaderboard");
    expect(report).not.toHaveBeenCalled();
  });

  it("is not clickable with no url or '#', silently", () => {
    const report = vi.fn();
    expect(tileHref(undefined, report)).toBeNull();
    expect(tileHref(null, report)).toBeNull();
    expect(tileHref("#", report)).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it("reports a url that is set but not a route object", () => {
    for (const bad of ["/leaderboard", 42, true, {}, { path: 7 }, { path: "" }, []]) {
      const report = vi.fn();
      expect(tileHref(bad, report)).toBeNull();
      expect(report).toHaveBeenCalledWith(ROUTE_ERROR_MESSAGE);
    }
  });

  it("logs 'Route information is undefined or not an object' to the console by default", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(tileHref("leaderboard")).toBeNull();
    expect(error).toHaveBeenCalledWith("Route information is undefined or not an object");
  });

  it("turns an API path into a route object, and null into '#'", () => {
    expect(tileUrlFromPath("/leaderboard")).toEqual({ path: "/leaderboard" });
    expect(tileUrlFromPath(null)).toBe("#");
    expect(tileUrlFromPath("")).toBe("#");
  });
});
