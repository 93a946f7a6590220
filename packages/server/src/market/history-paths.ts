import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import {
  simulateMinutes,
  type HistoryOptions,
  type MinutePath,
} from "@proparena/domain/market/market-history";

export type PathRequest = Omit<HistoryOptions, "endClose" | "limit">;

/**
 * The simulated market's minute paths (domain `simulateMinutes`), on this thread or, with
 * `thread`, in a worker thread while this one goes on: ~0.8 s of a server's start (12 symbols,
 * 90 days of minutes) that the mass-breach rehearsal and the desk's restore need the thread
 * for. The paths are the same either way (pure and seeded); a worker that fails is an error.
 */
export function minutePaths(
  requests: readonly PathRequest[],
  thread: boolean,
): Promise<(MinutePath | null)[]> {
  if (!thread) return Promise.resolve(requests.map((request) => simulateMinutes(request)));
  return new Promise((resolve, reject) => {
    // The bundle (server-build.mjs) builds every *.worker.ts as an entry of its own and points
    // this URL at it; from the sources (npm run dev, tests), the worker loads it through tsx.
    const entry = new URL("./history.worker.ts", import.meta.url);
    const worker = entry.pathname.endsWith(".ts")
      ? new Worker(throughTsx(entry), { eval: true, workerData: requests })
      : new Worker(entry, { workerData: requests });
    worker.once("message", (paths: (MinutePath | null)[]) => resolve(paths));
    worker.once("error", reject);
    worker.once("exit", (code) =>
      reject(new Error(`the market history's worker stopped (exit code ${code})`)),
    );
  });
}

/** A worker's code that registers tsx (its ESM API), then loads the TypeScript module at `entry`. */
function throughTsx(entry: URL): string {
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = pathToFileURL(
    path.join(path.dirname(manifest), exports["./esm/api"]!.import.default),
  );
  return `import(${JSON.stringify(api.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
}
