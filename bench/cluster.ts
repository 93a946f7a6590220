// `npm run bench -- cluster`: what forwarding costs. Two real server processes (a leader and a
// follower) on a throwaway PostgreSQL database and a Redis prefix; the same order load is sent
// to the leader (the baseline, measured in the same run) and then through the follower, which
// forwards every order to the leader. Both processes, PostgreSQL and the load client share
// this machine's cores. Figures only; nothing is asserted.
import { openDatabase } from "@proparena/server/db/database";
import { users } from "@proparena/server/db/schema";
import { systemClock } from "@proparena/server/lib/clock";
import { createSession } from "@proparena/server/services/auth/sessions";
import { startApp, throwawayCluster, type RunningApp } from "../e2e/harness";
import { fmt, percentile } from "./lib/figures";
import { startOrderLoad, type LoadJob, type Trader } from "./lib/order-load";

const SYMBOL = "BTCUSD"; // trades around the clock, so the bench runs any day
const TRADERS = 200;

async function tradersOn(app: RunningApp, url: string, tag: string): Promise<Trader[]> {
  const database = await openDatabase({ kind: "postgres", url, maxConnections: 4 });
  try {
    const traders: Trader[] = [];
    for (let i = 0; i < TRADERS; i++) {
      const [user] = await database.db
        .insert(users)
        .values({
          email: `${tag}${i}@bench.local`,
          name: `Bench ${tag} ${i}`,
          passwordHash: "x",
          emailVerifiedAt: new Date(),
        })
        .returning();
      const token = await createSession(database.db, systemClock, user!.id, 24);
      // The leader opens the Beta account on the first GET /api/accounts.
      const res = await fetch(`${app.url}/api/accounts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { accounts: { id: string }[] };
      traders.push({ token, accountId: body.accounts[0]!.id });
    }
    return traders;
  } finally {
    await database.close();
  }
}

async function measure(label: string, app: RunningApp, traders: Trader[]) {
  const client = startOrderLoad(app.url, traders, SYMBOL);
  const load = (job: LoadJob) => client.run(job);
  await load({ mode: "closed", total: 300, concurrency: 16 }); // warm-up
  const total = 6_000;
  const closed = await load({ mode: "closed", total, concurrency: 64 });
  await load({ mode: "open", total: 500, rate: 500 }); // warm-up: one second at the same rate
  const steady = await load({ mode: "open", total: 5_000, rate: 500 });
  client.close();
  const sorted = steady.latencies.sort((a, b) => a - b);
  const figures = {
    ordersPerSecond: total / closed.seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
  console.log(
    `  ${label.padEnd(28)} ${fmt(figures.ordersPerSecond, 0).padStart(6)} orders/s   at 500/s: p50 ${fmt(figures.p50, 2)} ms  p99 ${fmt(figures.p99, 2)} ms`,
  );
  return figures;
}

export async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const cluster = await throwawayCluster(serverUrl, redisUrl, "bench_cluster");
  const url = cluster.env.DATABASE_URL!;
  const env = { ...cluster.env, LOG_LEVEL: "warn", WEB_DIST_DIR: "/nonexistent" };
  const apps: RunningApp[] = [];
  try {
    const leader = await startApp(env);
    apps.push(leader);
    const follower = await startApp(env);
    apps.push(follower);
    console.log(
      `Orders over HTTP: leader vs. through a follower (${SYMBOL}, ${TRADERS} accounts each)`,
    );
    const direct = await measure(
      "to the leader (baseline)",
      leader,
      await tradersOn(leader, url, "l"),
    );
    const forwarded = await measure(
      "through the follower",
      follower,
      await tradersOn(leader, url, "f"),
    );
    console.log(
      `  forwarded / direct: throughput x${fmt(forwarded.ordersPerSecond / direct.ordersPerSecond, 2)}, p50 +${fmt(forwarded.p50 - direct.p50, 2)} ms, p99 +${fmt(forwarded.p99 - direct.p99, 2)} ms`,
    );
  } finally {
    for (const app of apps.reverse()) await app.stop();
    await cluster.remove();
  }
}
