import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SERVER_BUNDLE, serverBuildStale } from "../server-build.mjs";

// The bundle is built by the project's globalSetup (test/template-setup.ts); the spawned-server
// tests and the browser tests run it.
describe("the server bundle", () => {
  const main = readFileSync(SERVER_BUNDLE, "utf8");

  it("is current with its sources", () => {
    expect(serverBuildStale()).toBe(false);
  });

  it("leaves the payout chain's EVM to a chunk loaded on use, outside the start", () => {
    const imports = main.match(/^import .* from "[^"]+";$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter((line) => /@ethereumjs|dev-chain/.test(line))).toEqual([]);
    expect(main).toMatch(/import\("\.\/chunk-[A-Z0-9]+\.js"\)/);
  });

  it("finds the files its modules read by their own paths", () => {
    // database.ts's migrations and agreement-text.ts's agreements, relative to their sources.
    expect(main).toContain('new URL("../src/db/database.ts", import.meta.url)');
    expect(main).toContain(
      'new URL("../src/services/agreements/agreement-text.ts", import.meta.url)',
    );
    // Nothing of this machine: the checkout may move.
    expect(main).not.toContain(fileURLToPath(new URL("../../../", import.meta.url)));
  });
});
