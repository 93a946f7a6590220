import { defineProject } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/setup.ts"],
    // One jsdom and one copy of React, the router and testing-library per worker, not per file
    // (half of this project's CPU went to loading them). src/testing/setup.ts puts back after
    // each test what a test may change in the shared window.
    isolate: false,
    // Above testing-library's 5 s wait (testing/setup.ts), so a slow wait fails as itself.
    testTimeout: 15_000,
  },
});
