// Load generator for the HTTP benchmarks (arena, cluster, orders-http, mass-breach), run as a
// child process so the client's HTTP work does not share the server's event loop or core. Not a
// benchmark by itself (bench/run.ts lists top-level files only).
import http from "node:http";

interface Job {
  base: string;
  traders: { token: string; accountId: string }[];
  symbol: string;
  mode: "closed" | "open";
  total: number;
  concurrency?: number;
  rate?: number;
}

// node:http with keep-alive: far cheaper per request than fetch, so the client takes less of
// the machine's CPU from the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/** The answer's status, and the server's own time on it (its Server-Timing header, ms). */
function post(
  url: URL,
  token: string,
  body: string,
): Promise<{ status: number; serverMs: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        const timing = /dur=([\d.]+)/.exec(String(res.headers["server-timing"] ?? ""));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, serverMs: timing ? Number(timing[1]) : NaN }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * One market order: its latency in ms from `started` (the open loop's due time) to the answer,
 * and the server's own time on it.
 */
async function order(
  job: Job,
  i: number,
  started = performance.now(),
): Promise<{ ms: number; serverMs: number }> {
  const t = job.traders[i % job.traders.length]!;
  const { status, serverMs } = await post(
    new URL(`${job.base}/api/accounts/${t.accountId}/orders`),
    t.token,
    JSON.stringify({
      symbol: job.symbol,
      side: i % 2 ? "sell" : "buy",
      type: "market",
      volume: 0.01,
    }),
  );
  if (status !== 201) throw new Error(`order answered ${status}`);
  return { ms: performance.now() - started, serverMs };
}

// Wall-clock ms of a performance.now() reading, comparable with other processes' Date.now().
const wallClock = (t: number) => performance.timeOrigin + t;

async function run(job: Job) {
  const latencies: number[] = [];
  const serverMs: number[] = [];
  const sentAt: number[] = [];
  const record = (started: number, answer: { ms: number; serverMs: number }) => {
    latencies.push(answer.ms);
    serverMs.push(answer.serverMs);
    sentAt.push(wallClock(started));
  };
  const start = performance.now();
  if (job.mode === "closed") {
    let next = 0;
    await Promise.all(
      Array.from({ length: job.concurrency ?? 64 }, async () => {
        while (next < job.total) {
          const started = performance.now();
          record(started, await order(job, next++, started));
        }
      }),
    );
  } else {
    // Latency counts from each order's due time, so a client that falls behind (a stalled
    // event loop) adds its delay to the figures instead of hiding it.
    const pending: Promise<void>[] = [];
    for (let i = 0; i < job.total; i++) {
      const due = start + (i * 1000) / job.rate!;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(order(job, i, due).then((answer) => record(due, answer)));
    }
    await Promise.all(pending);
  }
  return { seconds: (performance.now() - start) / 1000, latencies, serverMs, sentAt };
}

// One worker runs every job of a benchmark in turn, so its code is warm (compiled) after the
// first; it exits when the parent disconnects.
if (process.send) {
  process.on("message", (job: Job) => {
    run(job).then(
      (result) => process.send!({ ok: true, ...result }),
      (error: unknown) => process.send!({ ok: false, error: String(error) }),
    );
  });
  process.on("disconnect", () => process.exit(0));
}
