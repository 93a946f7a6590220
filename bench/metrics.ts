// `npm run bench -- metrics [--pglite]`: the account metrics API for one account with 10,000
// closed trades, 90 days of 15-minute equity samples and daily snapshots, on PostgreSQL
// (DATABASE_URL, default the local test server; a throwaway database) or the embedded PGlite.
// p50/p99 of each endpoint over 200 requests, and the ratio to GET /api/accounts/:id (the live
// account from memory) measured in the same run. Figures only; nothing is asserted.
import { randomUUID } from "node:crypto";
import { Random } from "@proparena/domain/core/random";
import { openDatabase, type Database } from "@proparena/server/db/database";
import {
  accounts,
  dailySnapshots,
  equitySamples,
  tradeHistories,
  users,
} from "@proparena/server/db/schema";
import { systemClock } from "@proparena/server/lib/clock";
import { MarketService } from "@proparena/server/market/market-service";
import { createSession } from "@proparena/server/services/auth/sessions";
import { TradingDesk } from "@proparena/server/trading/desk/trading-desk";
import { eq } from "drizzle-orm";
import { startBenchServer } from "./lib/bench-server";
import { fmt, percentile } from "./lib/figures";
import { throwawayPostgres } from "./lib/throwaway-postgres";

const TRADES = 10_000;
const DAYS = 90;
const DAY = 86_400_000;
const RUNS = 200;

async function openBenchDatabase(pglite: boolean) {
  if (pglite) {
    const database = await openDatabase({ kind: "pglite" });
    return { database, label: "PGlite (embedded)", drop: async () => undefined };
  }
  const throwaway = await throwawayPostgres();
  const database = await openDatabase({ kind: "postgres", url: throwaway.url });
  return { database, label: "PostgreSQL", drop: throwaway.drop };
}

/** 10,000 trades over 90 days (seeded), the samples and snapshots; the account's balance to match. */
async function seed(database: Database, accountId: string, start: number) {
  const db = database.db;
  const random = new Random("bench-metrics");
  const symbols = ["EURUSD", "GBPUSD", "USDJPY", "XAUUSD", "BTCUSD"];
  let balance = 10_000_000;
  const trades = [];
  for (let i = 0; i < TRADES; i++) {
    const open = start + Math.floor((i / TRADES) * DAYS * DAY) + 60_000;
    const pnl = Math.round((random.next() - 0.48) * 20_000);
    balance += pnl;
    trades.push({
      id: randomUUID(),
      accountId,
      orderId: randomUUID(),
      symbol: symbols[i % symbols.length]!,
      side: i % 3 === 0 ? "sell" : "buy",
      volume: 0.1 + (i % 10) / 10,
      openPrice: 1.1,
      openTime: new Date(open),
      closePrice: 1.1,
      closeTime: new Date(open + 30 * 60_000),
      pnlCents: pnl,
      conversionRate: 1,
      reason: "manual",
    });
  }
  for (let i = 0; i < trades.length; i += 2_000)
    await db.insert(tradeHistories).values(trades.slice(i, i + 2_000));
  const samples = [];
  for (let t = start; t < start + DAYS * DAY; t += 15 * 60_000)
    samples.push({
      accountId,
      time: new Date(t),
      balanceCents: 10_000_000,
      equityCents: 10_000_000,
    });
  for (let i = 0; i < samples.length; i += 5_000)
    await db.insert(equitySamples).values(samples.slice(i, i + 5_000));
  const snapshots = Array.from({ length: DAYS }, (_, d) => ({
    accountId,
    dayKey: new Date(start + (d + 1) * DAY).toISOString().slice(0, 10),
    time: new Date(start + (d + 1) * DAY),
    balanceCents: 10_000_000,
    equityCents: 10_000_000,
    highestEodBalanceCents: 10_000_000,
  }));
  await db.insert(dailySnapshots).values(snapshots);
  await db
    .update(accounts)
    .set({ balanceCents: balance, createdAt: new Date(start) })
    .where(eq(accounts.id, accountId));
  return { trades: trades.length, samples: samples.length, balance };
}

async function timed(url: string, token: string, runs: number) {
  const times: number[] = [];
  let cold = 0;
  for (let i = 0; i < runs + 20; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i === 0) cold = performance.now() - started;
    if (i >= 20) times.push(performance.now() - started);
  }
  return Object.assign(
    times.sort((a, b) => a - b),
    { cold },
  );
}

export async function main(args: string[] = []): Promise<void> {
  const { database, label, drop } = await openBenchDatabase(args.includes("--pglite"));
  try {
    await database.migrate();
    const db = database.db;
    const market = new MarketService();
    const desk = await TradingDesk.load(db, systemClock, "UTC", db, undefined, "always-open");
    const [user] = await db
      .insert(users)
      .values({
        email: "metrics@local",
        name: "Metrics",
        passwordHash: "x",
        emailVerifiedAt: new Date(),
      })
      .returning();
    const account = await desk.openAccount(user!.id, "100K");
    const start = Date.now() - DAYS * DAY;
    const seedStart = performance.now();
    const seeded = await seed(database, account.id, start);
    await desk.changeOutside(async () => undefined); // rebuild: the desk reads the seeded balance
    console.log(
      `Account metrics on ${label}: ${fmt(seeded.trades, 0)} trades, ${fmt(seeded.samples, 0)} equity samples, ${DAYS} daily snapshots (seeded in ${fmt((performance.now() - seedStart) / 1000, 1)} s)`,
    );
    const server = await startBenchServer(database, desk, market);
    const token = await createSession(db, systemClock, user!.id, 24);
    const base = `${server.base}/api/accounts/${account.id}`;
    const baseline = await timed(base, token, RUNS);
    const p50Base = percentile(baseline, 50);
    console.log(
      `  GET /api/accounts/:id (baseline, from memory): p50 ${fmt(p50Base, 2)} ms  p99 ${fmt(percentile(baseline, 99), 2)} ms`,
    );
    for (const path of [
      "/metrics",
      "/equity",
      "/daily",
      "/decisions",
      "/trades?limit=50",
      "/trades.csv",
    ]) {
      const times = await timed(base + path, token, RUNS);
      const p50 = percentile(times, 50);
      console.log(
        `  GET ${`/api/accounts/:id${path}`.padEnd(36)} p50 ${fmt(p50, 2).padStart(7)} ms  p99 ${fmt(percentile(times, 99), 2).padStart(7)} ms  first ${fmt(times.cold, 1).padStart(6)} ms  (${fmt(p50 / p50Base, 1)}x the baseline p50)`,
      );
    }
    console.log(
      `  target: p99 <= 50 ms for the metrics API (${RUNS} sequential requests each, after 20 warm-up; "first" is the first read of the account, before its trades and samples are cached)`,
    );
    await server.close();
  } finally {
    await database.close();
    await drop();
  }
}
