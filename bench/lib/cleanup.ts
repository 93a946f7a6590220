/**
 * Cleanups that must run even when a benchmark is interrupted (Ctrl-C, SIGTERM): server
 * processes stopped, throwaway databases dropped, temp directories removed. A benchmark still
 * runs them itself in `finally`; this covers the signals, which skip `finally`.
 */
const registered = new Set<() => Promise<void>>();
let installed = false;

async function runAll(): Promise<void> {
  // Newest first; a cleanup already running (from a `finally`) is awaited, not run again.
  for (const task of [...registered].reverse()) {
    await task().catch((error: unknown) => console.error("cleanup failed:", error));
  }
}

/** Registers `task`; the returned function runs it once (later calls await that run). */
export function onCleanup(task: () => Promise<void>): () => Promise<void> {
  if (!installed) {
    installed = true;
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: cleaning up`);
        void runAll().finally(() => process.exit(130));
      });
    }
  }
  let running: Promise<void> | undefined;
  const once = () => {
    running ??= task().finally(() => registered.delete(once));
    return running;
  };
  registered.add(once);
  return once;
}
