import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database may be opened by one process only: two servers on the same data
 * directory would corrupt it. Takes `<dir>/server.pid` (a stale one, of a process that is
 * gone, is taken over) and returns its release; throws a clear error when another live
 * process holds it.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Another server (pid ${holder}) is using the data directory ${dir}. Stop it, or give this one its own DATA_DIR.`,
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
