import { fileURLToPath } from "node:url";

/**
 * The environment that makes a server process (startRealServer's `env`) write a V8 CPU
 * profile to `dir` when it stops (lib/cpu-profile-preload.mjs); none without a dir.
 */
export function cpuProfileEnv(dir: string): Record<string, string> {
  if (!dir) return {};
  const preload = fileURLToPath(new URL("./cpu-profile-preload.mjs", import.meta.url));
  return { NODE_OPTIONS: `--import ${preload}`, BENCH_CPU_PROFILE_DIR: dir };
}
