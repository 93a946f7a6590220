// Load generator for bench/arena.ts, run as a child process so the client's HTTP work does
// not share the server's event loop or core. Not a benchmark by itself (bench/run.ts lists it, but it
// exports no main).

interface Job {
  base: string;
  traders: { token: string; accountId: string }[];
  symbol: string;
  mode: "closed" | "open";
  total: number;
  concurrency?: number;
  rate?: number;
}

async function order(job: Job, i: number): Promise<number> {
  const t = job.traders[i % job.traders.length]!;
  const started = performance.now();
  const res = await fetch(`${job.base}/api/accounts/${t.accountId}/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${t.token}` },
    body: JSON.stringify({
      symbol: job.symbol,
      side: i % 2 ? "sell" : "buy",
      type: "market",
      volume: 0.01,
    }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`order answered ${res.status}`);
  return performance.now() - started;
}

async function run(job: Job): Promise<{ seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  const start = performance.now();
  if (job.mode === "closed") {
    let next = 0;
    await Promise.all(
      Array.from({ length: job.concurrency ?? 64 }, async () => {
        while (next < job.total) latencies.push(await order(job, next++));
      }),
    );
  } else {
    const pending: Promise<void>[] = [];
    for (let i = 0; i < job.total; i++) {
      const due = start + (i * 1000) / job.rate!;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(order(job, i).then((ms) => void latencies.push(ms)));
    }
    await Promise.all(pending);
  }
  return { seconds: (performance.now() - start) / 1000, latencies };
}

if (process.send) {
  process.once("message", (job: Job) => {
    run(job).then(
      (result) => process.send!({ ok: true, ...result }, () => process.exit(0)),
      (error: unknown) => process.send!({ ok: false, error: String(error) }, () => process.exit(1)),
    );
  });
}
