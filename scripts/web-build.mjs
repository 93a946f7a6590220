// Builds the web app (dist/, and dist-ssr/, the server's renderer of the public pages) when
// either is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { newestMtime } from "./newest-mtime.mjs";

export const root = path.resolve(import.meta.dirname, "..");
const index = path.join(root, "packages/web/dist/index.html");
const renderer = path.join(root, "packages/web/dist-ssr/entry-server.js");

export function ensureWebBuilt() {
  const sources = ["packages/web", "packages/contracts/src"].map((d) => path.join(root, d));
  const stale =
    !existsSync(index) ||
    !existsSync(renderer) ||
    Math.max(...sources.map(newestMtime)) > statSync(index).mtimeMs;
  if (!stale) return;
  console.log("Building the web app (first start or sources changed)...");
  const build = spawnSync("npm", ["run", "build", "-w", "@proparena/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
