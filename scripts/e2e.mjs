// Browser tests: playwright-core driving Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium)
// against the built app. Without a browser they are reported as not run, unless CI=true or
// REQUIRE_BROWSER=1, where a missing browser is a failure. Arguments go to Vitest
// (`npm run test:e2e -- e2e/arena.e2e.ts`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureServerBuilt } from "../packages/server/server-build.mjs";
import { ensureWebBuilt, root } from "./web-build.mjs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const required = process.env.CI === "true" || process.env.REQUIRE_BROWSER === "1";
if (!existsSync(chromium)) {
  const why = `browser tests did not run: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (required) {
    console.error(`FAIL ${why}`);
    process.exit(1);
  }
  console.log(`NOTE ${why}`);
  process.exit(0);
}
ensureWebBuilt();
await ensureServerBuilt();
const run = spawnSync(
  "npx",
  ["vitest", "run", "--config", "e2e/vitest.config.ts", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(run.status ?? 1);
