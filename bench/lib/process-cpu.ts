import { readFileSync } from "node:fs";

/**
 * A process's CPU time so far (user + system, ms) from /proc (Linux), or null where there is
 * none. Unlike a wall-clock rate it does not depend on what else the machine runs.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (name) ": state is field 3; utime and stime are fields 14 and 15, in ticks.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return null;
  }
}
