import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileContracts, renderArtifacts } from "./compile";

describe("the committed contract artifacts", () => {
  it("are what the pinned solc compiles from contracts/ today", () => {
    const compiled = compileContracts();
    expect(compiled.map((c) => c.name).sort()).toEqual(["PayoutDistributor", "TestStablecoin"]);
    for (const [file, text] of renderArtifacts(compiled)) {
      // On a difference: `npm run chain:compile` and commit src/artifacts.
      expect(readFileSync(file, "utf8"), file).toBe(text);
    }
  });
});
