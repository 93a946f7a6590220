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
  /** Per order in the order answered: ms from its send (open loop: its due time) to the answer. */
  latencies: number[];
  /** Per order, aligned with `latencies`: the server's own time on it (Server-Timing, ms). */
  serverMs: number[];
  /** Per order, aligned with `latencies`: when it was sent (due), wall-clock ms (Date.now()). */
  sentAt: number[];
}

/**
 * Sends market orders over HTTP from a child process (order-load-worker.ts), so the client's
 * work does not share the measured server's event loop. One worker runs every job in turn:
 * after a warm-up its code is compiled, and a measured phase does not time a cold client.
 */
export function startOrderLoad(base: string, traders: Trader[], symbol: string) {
  const worker = fork(fileURLToPath(new URL("./order-load-worker.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
  });
  return {
    run(job: LoadJob): Promise<LoadResult> {
      return new Promise((resolve, reject) => {
        worker.send({ base, traders, symbol, ...job });
        worker.once("message", (m: { ok: boolean; error?: string } & LoadResult) => {
          if (m.ok) resolve(m);
          else reject(new Error(m.error));
        });
        worker.once("error", reject);
      });
    },
    close(): void {
      worker.disconnect();
    },
  };
}
