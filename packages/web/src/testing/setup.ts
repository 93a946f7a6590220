import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom has no layout engine: scrolling is a no-op we can observe.
// (A file that runs in Node instead of jsdom, `@vitest-environment node`, has no window.)
const browserLike = typeof window !== "undefined";

beforeEach(() => {
  if (!browserLike) return;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  if (!browserLike) return;
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
