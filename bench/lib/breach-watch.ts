import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface BreachReceipt {
  accountId: string;
  rule: string;
  /** The breaching quote's timestamp (the rule evidence's quote), wall-clock ms. */
  quoteTime: number;
  /** When the socket message arrived in the watching process, wall-clock ms (Date.now()). */
  receivedAt: number;
}

export interface WatchStart {
  base: string;
  tokens: string[];
}

export type WatchReply =
  | { type: "ready"; sockets: number; ms: number }
  | { type: "breaches"; receipts: BreachReceipt[] }
  | { type: "error"; error: string };

/**
 * Sockets signed in with `tokens`, held by a child process (breach-watch-worker.ts) so that
 * neither the server nor the process that publishes quotes does the clients' work. Every
 * breach message they receive lands in `receipts`, stamped on arrival.
 */
export async function watchBreaches(base: string, tokens: string[]) {
  const worker = fork(fileURLToPath(new URL("./breach-watch-worker.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
  });
  const receipts: BreachReceipt[] = [];
  const waiting = new Set<() => void>();
  const ready = new Promise<{ sockets: number; ms: number }>((resolve, reject) => {
    worker.on("message", (m: WatchReply) => {
      if (m.type === "ready") resolve(m);
      else if (m.type === "error") reject(new Error(m.error));
      else {
        receipts.push(...m.receipts);
        for (const wake of waiting) wake();
      }
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the socket client exited (${code})`)));
  });
  worker.send({ base, tokens } satisfies WatchStart);
  const connected = await ready.catch((error: unknown) => {
    worker.kill();
    throw error;
  });
  return {
    ...connected,
    receipts,
    /** Resolves true once `done()` holds (checked on each arrival), false after `timeoutMs`. */
    until(done: () => boolean, timeoutMs: number): Promise<boolean> {
      if (done()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const finish = (result: boolean) => {
          clearTimeout(timer);
          waiting.delete(check);
          resolve(result);
        };
        const check = () => {
          if (done()) finish(true);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiting.add(check);
      });
    },
    close(): void {
      if (worker.connected) worker.disconnect();
    },
  };
}
