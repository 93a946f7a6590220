import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: "e2e",
    include: ["**/*.e2e.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each file starts its own server and browser; two at once is what 2 cores take.
    maxWorkers: 2,
  },
});
