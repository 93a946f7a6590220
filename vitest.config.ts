import { defineConfig } from "vitest/config";

// One runner, one project per package. `npm test` runs them all; e2e/ runs separately
// (scripts/e2e.mjs) because it needs a built app and a browser.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "packages/server",
          include: ["src/**/*.test.ts"],
          // Builds the migrated template database each test file copies (test/template-database.ts).
          globalSetup: ["src/test/template-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "packages/web/vitest.config.ts",
    ],
  },
});
