import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { APP_LOADER, APP_LOADER_HASH, deferAppScripts } from "./deferred-app-scripts";

const PAGE =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/home-4.js"></head>' +
  '<body><div id="root"><h1>The prop firm that shows its books</h1></div></body></html>';

/** Runs the loader against a minimal document and says what it appended to the head. */
function runLoader(html: string, visibility: "visible" | "hidden") {
  const data = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html);
  const appended: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    visibilityState: visibility,
    getElementById: (id: string) => (id === "app-modules" ? { textContent: data![1] } : null),
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (el: Record<string, string>) => appended.push(el) },
  };
  runInNewContext(APP_LOADER, {
    document,
    JSON,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return { appended, frames, timers };
}

describe("a server-rendered page's scripts wait for its first paint", () => {
  it("moves the entry and its preloads out of the head, into the loader's list, in order", () => {
    const html = deferAppScripts(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain(
      '<script type="application/json" id="app-modules">["/assets/index-1.js","/assets/react-2.js","/assets/home-4.js"]</script>',
    );
    expect(html.indexOf("app-modules")).toBeGreaterThan(html.indexOf("shows its books"));
    expect(html.endsWith("</body></html>")).toBe(true);
  });

  it("adds the scripts after the next frame's paint, or at once in a hidden tab", () => {
    const html = deferAppScripts(PAGE);
    const visible = runLoader(html, "visible");
    expect(visible.appended).toEqual([]);
    visible.frames.shift()!();
    expect(visible.appended).toEqual([]);
    visible.timers.shift()!();
    expect(visible.appended).toEqual([
      { tag: "script", type: "module", src: "/assets/index-1.js", crossOrigin: "" },
      { tag: "link", rel: "modulepreload", href: "/assets/react-2.js", crossOrigin: "" },
      { tag: "link", rel: "modulepreload", href: "/assets/home-4.js", crossOrigin: "" },
    ]);
    expect(runLoader(html, "hidden").appended.map((el) => el.tag)).toEqual([
      "script",
      "link",
      "link",
    ]);
  });

  it("leaves a page without one module entry as it is; the CSP hash is the loader's", () => {
    const plain = "<html><body><p>hi</p></body></html>";
    expect(deferAppScripts(plain)).toBe(plain);
    expect(APP_LOADER_HASH).toBe(
      `'sha256-${createHash("sha256").update(APP_LOADER).digest("base64")}'`,
    );
  });
});
