import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { takeContractDrifts } from "./contract-drift";

// A page's first render loads its lazy route modules, which on a loaded two-core machine can take
// longer than testing-library's default second; a real failure still fails, a few seconds later.
configure({ asyncUtilTimeout: 5_000 });

// The lazily loaded pages and landing sections load once per worker, before its first test: the
// files of a worker share their modules (isolate: false), and a dynamic import still pending when
// a file ends would settle after that file's environment is gone and fail the file that runs next.
if (typeof window !== "undefined") {
  const lazyModules = import.meta.glob([
    "../features/*/routes/*-page.tsx",
    "../features/home/components/*-section.tsx",
  ]);
  await Promise.all(Object.values(lazyModules).map((load) => load()));
}

// jsdom has no layout engine: scrolling is a no-op we can observe.
// (A file that runs in Node instead of jsdom, `@vitest-environment node`, has no window.)
const browserLike = typeof window !== "undefined";

beforeEach(() => {
  if (!browserLike) return;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  if (browserLike) {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  }
  // A test that left fake timers on would stop the next one's waits.
  vi.useRealTimers();
  // A fake API answer that broke the contract fails the test, even if the app coped with it.
  const drifts = takeContractDrifts();
  if (drifts.length > 0) throw new Error(drifts.join("\n"));
});

// The files of a worker share one window (vitest.config.ts: isolate: false). Each file starts
// from a document as jsdom makes it: what the app set on <html> (the reduced-motion choice) or
// <body>, what a component left in the page, and the title and meta tags React put in <head>,
// go before the next file.
afterAll(() => {
  if (!browserLike) return;
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  for (const tag of document.head.querySelectorAll("title, meta, link")) tag.remove();
});
