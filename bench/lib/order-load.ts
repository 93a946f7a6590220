import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface Trader {
  token: string;
  accountId: string;
}

export interface LoadJob {
  mode: "closed" | "open";
  total: number;
  /** Closed loop: orders in flight. */
  concurrency?: number;
  /** Open loop: orders per second. */
  rate?: number;
}

export interface LoadResult {
  seconds: number;
  latencies: number[];
}

/**
 * Sends market orders over HTTP from a child process (order-load-worker.ts), so the client's
 * work does not share the measured server's event loop.
 */
export function runOrderLoad(
  base: string,
  traders: Trader[],
  symbol: string,
  job: LoadJob,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = fork(fileURLToPath(new URL("./order-load-worker.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
    });
    worker.send({ base, traders, symbol, ...job });
    worker.once("message", (m: { ok: boolean; error?: string } & LoadResult) => {
      worker.disconnect();
      if (m.ok) resolve(m);
      else reject(new Error(m.error));
    });
    worker.once("error", reject);
  });
}
