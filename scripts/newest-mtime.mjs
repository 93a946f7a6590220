import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Folders no source lives in: installed packages and build output. */
const SKIPPED = new Set(["node_modules", "dist", "dist-ssr"]);

/**
 * The newest modification time (ms) of `file`, or of the files under it when it is a folder
 * (0 when it is missing): the builds are redone when a source is newer than their output.
 */
export function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a folder's own time moves when build output is made inside it (packages/web).
  let newest = 0;
  for (const entry of readdirSync(file)) {
    if (!SKIPPED.has(entry)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}
