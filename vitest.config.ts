import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner, one project per package. `npm test` runs them all; e2e/ runs separately
// (scripts/e2e.mjs) because it needs a built app and a browser.
//
// Speed (measured on the 2-core machine, docs/ARCHITECTURE.md "Tests"):
// - Two workers even on two cores. Vitest's default (cores - 1) runs one file at a time there,
//   and a server file spends much of its time waiting (password hashing on the thread pool,
//   child processes, sockets), which the other worker fills.
// - `isolate: false` in every project (web: packages/web/vitest.config.ts): a worker runs its
//   files one after another in one process, so dependencies (Fastify, Drizzle, PGlite, React,
//   jsdom) load once per worker instead of once per file; that was half of the web project's
//   CPU. Modules are not evaluated again between files, so module state must be harmless to
//   share (caches; listener sets that servers and components leave on close), and what a test
//   changes globally is put back after it (web: src/testing/setup.ts; server: each file closes
//   the servers and databases it starts).
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["src/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        test: {
          name: "chain",
          root: "packages/chain",
          include: ["src/**/*.test.ts"],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          root: "packages/server",
          include: ["src/**/*.test.ts"],
          isolate: false,
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
